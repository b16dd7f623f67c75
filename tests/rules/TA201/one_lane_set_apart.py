"""A project that registers one category alone sets that lane apart
(`pytest -m "not integration"`): the other tests need no mark."""
import pytest


def test_total_adds_line_prices():
    assert sum([1, 2]) == 3


@pytest.mark.integration
def test_order_is_stored(database):
    assert database.save({"id": 1})
