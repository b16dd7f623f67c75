# filename: tests/test_orders.py
# The package ships without tests/helpers.py: what its helper checks cannot
# be read. A missing module of the code under test is no test support.
from shop.native import checksum
from shop.orders import Order
from tests import settled_within
from tests.helpers import records_payment, wait_until_paid


def test_paying_settles_the_order(order):
    order.pay()
    wait_until_paid(order)


def test_checksum_of_an_order():  # TA301
    checksum(Order(3))


def test_paying_twice(order):  # TA301
    order.pay()
    order.pay()


@wait_until_paid.after
def test_paying_from_the_wallet(order):
    order.pay()


@records_payment("card")
def test_paying_by_card(order):
    order.pay()


@settled_within(2)
def test_paying_settles_in_time(order):
    order.pay()
