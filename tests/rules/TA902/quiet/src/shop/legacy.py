class Order:
    """Another class named Order."""

    def __init__(self, number):
        self.number = number
