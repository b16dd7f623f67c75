import threading


class Basket:
    def __init__(self):
        self.items = []

    def total(self):
        return sum(self.items)


def checkout(client, basket):
    return client.http.send(basket.total())


class Ledger:
    def __init__(self, pricing):
        self.lock = threading.Condition()
        self.pricing = pricing
        self.prices = Pricing()

    def record(self):
        with self.lock:
            return self.pricing.quote()


class Pricing:
    def quote(self):
        return 1
