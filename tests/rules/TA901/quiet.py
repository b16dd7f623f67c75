# Over the default threshold (15) but: Order has a builder (tests/builders.py),
# Settings is built with one argument at a time, FakeGateway is test code,
# Passthrough only forwards *args, datetime is not the project's.
import datetime
import unittest

import pytest

from shop.models import Order, Passthrough, Settings
from tests.fakes import FakeGateway


class Local:
    def __init__(self, a, b, c, d, e):
        self.a = a


@pytest.fixture
def order():
    return Order(1, "ada", [], "EUR", "open")


def test_settings(order):
    assert Settings(debug=True).debug and order


async def test_fake_and_stdlib():
    gateway = FakeGateway(1, 2, 3, 4, 5)
    moment = datetime.datetime(2024, 1, 31, 12, 0)
    assert gateway and moment


class TestLocal:
    def test_local(self):
        def make():
            return Local(1, 2, 3, 4, 5), Passthrough(1, 2, 3, 4, 5)

        assert make()


class OrderCase(unittest.TestCase):
    def test_order(self):
        self.assertTrue(Order(2, "bob", [], "EUR"))
