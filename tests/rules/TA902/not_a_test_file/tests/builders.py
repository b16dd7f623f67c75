from shop.models import Order


class OrderBuilder:
    def build(self):
        return Order(1, "ada")
