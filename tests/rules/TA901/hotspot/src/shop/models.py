import dataclasses

import attrs

from shop.base import Party


class Order:
    def __init__(self, order_id, customer, items, currency, status="open"):
        self.order_id = order_id


@dataclasses.dataclass
class Address:
    street: str
    city: str
    zip_code: str
    country: str = "NL"


@attrs.define
class Invoice:
    number: int
    order: object
    amount: int
    currency: str = attrs.field(default="EUR")


class Customer(Party):
    """Takes Party's four parameters."""


class Narrow:
    def __init__(self, left, right):
        self.left = left
