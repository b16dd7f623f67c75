# filename: src/app/points.py
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


def check():
    assert Point(1, 2) == Point(1, 2)
