# The module's one test, named only `test1`: the run reports it as
# `test_<module>.py::test1`, so the module's name says what it checks.
from shop.results import first_row


def test1(connection):
    assert first_row(connection, "select null") == (None,)
