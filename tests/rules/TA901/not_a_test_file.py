# flags: --testarch-builder-min-constructions=0
# filename: src/shop/service.py
# Production code is not linted by TA901, however often the suite builds Order.
from shop.models import Order


def default_order():
    return Order(1, "shop", [], "EUR", "open")
