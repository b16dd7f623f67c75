import unittest

import pytest


def test_prices():  # TA307
    for price in (1, 2, 3):
        yield check_price, price


def test_yield_from():  # TA307
    yield from cases()


@pytest.mark.parametrize("n", [1, 2])
def test_marked_generator(n):  # TA307
    result = yield n
    assert result


async def test_async_generator():  # TA307
    yield 1


class TestPrices:
    def test_method(self):  # TA307
        yield check_price, 1


class PriceTests(unittest.TestCase):
    def test_unittest_method(self):  # TA307
        for price in (1, 2):
            yield self.assertTrue, price


def test_yield_deep_in_a_long_statement(items):  # TA307
    note = "no yield here"
    for item in items:
        received = combine(
            item,
            (yield item),
        )
        assert received, note


@pytest.mark.slow
def test_generator_with_a_mark_that_drives_nothing():  # TA307
    yield check_price, 2
