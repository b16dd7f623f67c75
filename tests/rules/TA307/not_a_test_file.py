# filename: src/shop/fakes.py
import unittest


class TestCart:
    def __init__(self):
        self.cart = []

    def test_starts_empty(self):
        assert self.cart == []


class ClientTests(unittest.TestCase):
    async def test_fetch(self):
        self.assertEqual(await fetch("/"), 200)


def test_prices():
    yield 1


async def test_checkout():
    assert await checkout()


class CartChecks:
    def test_cart(self):
        assert make_cart()
