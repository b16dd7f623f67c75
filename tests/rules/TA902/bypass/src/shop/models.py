class Order:
    def __init__(self, order_id, customer):
        self.order_id = order_id


class Address:
    def __init__(self, street, city):
        self.street = street


class Customer:
    def __init__(self, name):
        self.name = name


class Narrow:
    def __init__(self, value):
        self.value = value
