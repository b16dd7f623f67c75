# A mock's method made to raise AssertionError whenever it is called is a
# tripwire: the test fails if the code calls what it must not.
from unittest import mock

from shop import storage


def test_closed_backend_is_never_updated():
    backend = storage.backend("memory")
    backend.credentials = mock.Mock()
    backend.credentials.update.side_effect = AssertionError("must not update")
    backend.reload_closed()


def test_tripwire_given_when_made():
    backend = storage.backend("memory")
    backend.credentials = mock.Mock(update=mock.Mock(side_effect=AssertionError))
    backend.reload_closed()


def test_side_effect_that_only_answers():  # TA301
    backend = storage.backend("memory")
    backend.credentials = mock.Mock()
    backend.credentials.update.side_effect = KeyError("missing")
    backend.reload_closed()
