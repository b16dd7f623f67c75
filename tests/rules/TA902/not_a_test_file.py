# filename: src/shop/service.py
# Production code is not linted by TA902, even where the suite has a builder.
from shop.models import Order


def default_order():
    return Order(1, "shop")
