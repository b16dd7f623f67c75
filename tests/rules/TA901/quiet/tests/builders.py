from shop import models


class OrderBuilder:
    def build(self):
        return models.Order(1, "ada", [], "EUR")
