from shop import models


class OrderBuilder:
    """Builds shop.models.Order (called as models.Order below)."""

    def build(self):
        return models.Order(1, "ada")


class AddressFactory:
    """factory_boy style: the built class is named in Meta.model."""

    class Meta:
        model = models.Address
