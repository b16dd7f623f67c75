# filename: shop/tests/test_prices.py
# The project's packaging names nose's collector as its test suite: nose
# runs each check a generator test yields, though the file never imports it.
import unittest

from shop.prices import parse_price


def check_price(text, cents):
    assert parse_price(text) == cents


def test_prices():
    for text, cents in [("1.00", 100), ("0.50", 50)]:
        yield check_price, text, cents


class PriceTests(unittest.TestCase):
    def test_parses(self):
        self.assertEqual(parse_price("2.00"), 200)
