# flags: --testarch-builder-min-constructions=3
# A suite that builds Order, Address, Customer and Invoice by hand in several
# files (tests/support/data.py, tests/test_more.py and this one).
import unittest

import pytest
import pytest as pt

from shop import Address
from shop.models import Customer, Invoice, Narrow
from shop.models import Order as O


@pytest.fixture
def order():
    return O(10, "ada", [], "EUR")  # TA901


@pt.fixture
def home():
    return Address("Main St 1", "Utrecht", "3511AA", "NL")  # TA901


def test_second_order_is_not_reported_again(order):
    other = O(11, "ada", [], "EUR", "paid")
    assert other.order_id != order.order_id


async def test_async_customer():
    customer = Customer(2, "bob", "bob@example.test", "555")  # TA901
    assert customer.party_id == 2


class TestInvoices:
    def test_invoice(self, order):
        def make():
            return Invoice(2, order, 20, "EUR")  # TA901

        assert make().number == 2


class InvoiceCase(unittest.TestCase):
    def test_invoice(self):
        invoice = Invoice(3, None, 30, currency="USD")
        narrow = Narrow(1, 2)
        self.assertEqual(invoice.number, narrow.left + 2)
