from shop import models
from shop.legacy import Order
from tests.fakes import Invoice


class OrderBuilder:
    """Builds shop.legacy.Order, not shop.models.Order."""

    def build(self):
        return Order(1)


class InvoiceBuilder:
    def build(self):
        return Invoice(1)


class AddressFactory:
    """Not a builder unless --testarch-builder-names includes *Factory."""

    class Meta:
        model = models.Address
