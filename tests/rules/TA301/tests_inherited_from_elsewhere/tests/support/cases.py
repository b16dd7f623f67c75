import unittest


class ShopCase(unittest.TestCase):
    currency = "EUR"


class PricedCase(ShopCase):
    def price(self, amount):
        return f"{amount} {self.currency}"


class CallbackErrorsCase(unittest.TestCase):
    """Re-raises what callbacks raised: nothing about one test's outcome."""

    errors = ()

    def tearDown(self):
        if self.errors:
            raise self.errors[0]
