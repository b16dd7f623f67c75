# filename: tests/test_prices.py
import unittest

from tests.support.cases import CallbackErrorsCase, PricedCase

from . import sign_off

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


class Checkout(CallbackErrorsCase):
    # Its own teardown reaches the inherited one, which checks no test.
    def tearDown(self):
        self.basket = None
        super().tearDown()

    def test_checkout_runs(self):  # TA301
        print("paid")


class Tills(unittest.TestCase):
    # The teardown checks each test through a helper of the test package.
    def tearDown(self):
        sign_off(self.register)

    def test_till_opens(self):
        self.register.open()
