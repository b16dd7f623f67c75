class Basket:
    def __init__(self):
        self.items = []

    def total(self):
        return sum(self.items)


def checkout(client, basket):
    return client.http.send(basket.total())
