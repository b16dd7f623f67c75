from shop.models import *  # noqa: F403
from shop.models import Address as Addr
from shop.models import Customer, Invoice


def test_orders_and_customers():
    first = Order(2, "bob", [], "EUR")  # noqa: F405
    second = Order(3, "cy", [], "EUR", status="paid")  # noqa: F405
    narrow = Order(4, "dee")  # noqa: F405  (three arguments or fewer: not counted)
    customers = [
        Customer(1, "ada", "ada@example.test", "555"),
        Customer(2, "bob", "bob@example.test", "556"),
        Customer(3, "cy", "cy@example.test", "557"),
    ]
    invoices = [Invoice(1, first, 10, "EUR"), Invoice(2, second, 10, "EUR")]
    addresses = [Addr("a", "b", "c", "d"), Addr("e", "f", "g", "h")]
    assert narrow and customers and invoices and addresses
