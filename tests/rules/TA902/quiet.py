# The builders in tests/builders.py build other classes than the ones
# constructed here, or are not builders by the default name pattern.
import unittest

import pytest

from shop.models import Address, Order
from tests.fakes import Invoice


@pytest.fixture
def order():
    return Order(1, "ada")


def test_address(order):
    assert Address("Main St 1", "Utrecht") and order


async def test_invoice_is_test_code():
    assert Invoice(1).number == 1


class OrderCase(unittest.TestCase):
    def test_order(self):
        def make():
            return Order(2, "bob")

        self.assertTrue(make())
