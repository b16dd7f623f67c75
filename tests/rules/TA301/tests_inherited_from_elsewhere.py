# filename: tests/test_prices.py
import unittest

from tests.support.cases import PricedCase

TestCase = unittest.TestCase


class PriceFormatting(PricedCase):
    def test_price_is_printed_with_currency(self):  # TA301
        print(self.price(3))

    def test_price_names_the_currency(self):
        self.assertIn("EUR", self.price(3))


class Receipts(TestCase):
    def test_receipt_is_built(self):  # TA301
        print("receipt")


class RoundingChecks:
    def test_totals_round_half_up(self):  # TA301
        print(round(2.5))

    def test_totals_never_negative(self):
        assert round(-0.4) == 0


class RoundingInEuros(RoundingChecks, unittest.TestCase):
    currency = "EUR"


class Helper:
    def test_like_name_in_a_plain_class(self):
        print("not a test: nothing collects Helper")
