class BasketChecker:
    def __init__(self, config):
        self.config = config

    def check(self, basket):
        assert basket.total() >= 0

    def describe(self, basket):
        return f"{len(basket)} items"

    def close(self):
        self.config = None
