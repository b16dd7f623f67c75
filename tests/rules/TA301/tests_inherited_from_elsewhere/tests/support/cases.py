import unittest


class ShopCase(unittest.TestCase):
    currency = "EUR"


class PricedCase(ShopCase):
    def price(self, amount):
        return f"{amount} {self.currency}"
