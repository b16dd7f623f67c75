from shop.models import Customer


class CustomerBuilder:
    def build(self):
        return Customer("ada")
