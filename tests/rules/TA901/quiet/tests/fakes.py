class FakeGateway:
    """Test code: the suite's own classes are not production types."""

    def __init__(self, a, b, c, d, e):
        self.a = a
