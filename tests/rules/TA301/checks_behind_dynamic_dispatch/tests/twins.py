class Twins:
    """Runs each call on a fake and a real store, and compares the results."""

    def __init__(self, fake, real):
        self.each = Fanout([fake, real], compare=False)
        self.compare = Fanout([fake, real], compare=True)


class Fanout:
    def __init__(self, stores, compare):
        self.stores = stores
        self.compare = compare

    def __getattr__(self, name):
        return FanoutCall(self.stores, name, self.compare)

    def __call__(self, *wrappers):
        return Fanout(self.stores, self.compare)


class FanoutCall:
    def __init__(self, stores, name, compare):
        self.stores = stores
        self.name = name
        self.compare = compare

    def __call__(self, *args):
        results = [getattr(store, self.name)(*args) for store in self.stores]
        if self.compare:
            assert results[0] == results[1], results
        return results
