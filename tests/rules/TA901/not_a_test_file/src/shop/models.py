import datetime


class Order:
    def __init__(self, order_id, customer, items, currency, status="open"):
        self.order_id = order_id


class Settings:
    def __init__(self, debug=False, root="/", name="shop", port=80, workers=1):
        self.debug = debug


class Stamp(datetime.datetime):
    """Constructor parameters unknown: its only base is outside the project."""


class Passthrough:
    def __init__(self, *args, **kwargs):
        self.args = args
