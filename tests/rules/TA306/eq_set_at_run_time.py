class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def _same_point(self, other):
    return (self.x, self.y) == (other.x, other.y)


Point.__eq__ = _same_point


def test_eq_patched_onto_the_class():
    assert Point(1, 2) == Point(1, 2)
