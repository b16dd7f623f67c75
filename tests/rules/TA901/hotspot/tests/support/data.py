import shop.models as m
from shop import Address


def an_order():
    return m.Order(1, "ada", [], "EUR")


def an_address():
    return Address("Main St 1", "Utrecht", "3511AA", "NL")
