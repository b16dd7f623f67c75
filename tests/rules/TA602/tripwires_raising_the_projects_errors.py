"""An exception of the project armed as a side effect is a tripwire, like
`side_effect=OSError`: the class's bases make it one, whatever its name."""
from unittest import mock

from shop import errors, lookup


def test_missing_name_is_reported(cli):
    error = errors.NotFound("nothing")
    with mock.patch.object(lookup, "find", side_effect=error):
        assert cli.main(["nothing"]) == 1


def test_answer_is_printed(cli):
    answer = errors.Answer("found")
    with mock.patch.object(lookup, "find", side_effect=answer):  # TA602
        assert cli.main(["name"]) == 0
