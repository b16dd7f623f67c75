# flags: --testarch-builder-names=*Builder,*Factory
# Order, Address and Customer have builders in the test support code
# (tests/support/builders.py, tests/conftest.py); Narrow has none.
import unittest

import pytest
import pytest as pt

import shop.models as m
from shop import Order
from shop.models import Address as Addr
from shop.models import Customer, Narrow


@pytest.fixture
def order():
    return Order(1, "ada")  # TA902


@pt.fixture
def home():
    return Addr("Main St 1", "Utrecht")  # TA902


def test_reexport_and_module_alias(order):
    assert m.Order(2, "bob").order_id != order.order_id  # TA902


async def test_async():
    assert Customer("ada").name  # TA902


class TestNested:
    def test_helper(self):
        def make():
            return Customer("bob")  # TA902

        assert make() and Narrow(1)


class OrderCase(unittest.TestCase):
    def test_order(self):
        self.assertTrue(Order(order_id=3, customer="cy"))  # TA902
