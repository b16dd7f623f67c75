import unittest

import pytest


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Labelled(Point):
    __slots__ = ("label",)


class NotFound(Exception):
    pass


def make_point():
    return Point(0, 0)


def test_two_constructions():
    assert Point(1, 2) == Point(1, 2)  # TA306


def test_not_equal_always_passes():
    assert Point(1, 2) != Point(1, 3)  # TA306


def test_names_bound_to_constructions(move):
    start = Point(1, 2)
    expected = Point(2, 2)
    move(start)
    assert start == expected  # TA306


def test_subclass_without_eq():
    assert Labelled(1, 2) != Point(1, 2)  # TA306


def test_helper_returns_a_plain_instance():
    assert make_point() == Point(0, 0)  # TA306


def test_nested_helper():
    def origin():
        return Point(0, 0)

    assert origin() != origin()  # TA306


def test_class_defined_in_the_test():
    class Token:
        pass

    assert Token() != Token()  # TA306


def test_exceptions_compare_by_identity():
    error = NotFound("key")
    assert error == NotFound("key")  # TA306


def test_inside_and():
    first = Point(1, 2)
    assert first.x == 1 and first == Point(1, 2)  # TA306


def test_multiline():
    assert (  # TA306
        make_point()
        == Point(0, 0)
    )


def test_name_set_later_in_a_branch(flag):
    point = None
    if flag:
        point = Point(1, 2)
    assert point != Point(1, 2)  # TA306


async def test_async():
    assert make_point() != make_point()  # TA306


@pytest.fixture
def checked_point():
    point = make_point()
    assert point != Point(0, 0)  # TA306
    return point


class TestPoints:
    def test_in_a_pytest_class(self):
        assert make_point() == Point(1, 2)  # TA306


class PointCase(unittest.TestCase):
    def setUp(self):
        self.origin = Point(0, 0)

    def make(self):
        return Point(1, 1)

    def test_assert_equal(self):
        self.assertEqual(self.origin, Point(0, 0))  # TA306

    def test_assert_not_equal(self):
        self.assertNotEqual(self.make(), self.origin)  # TA306

    def test_old_spelling(self):
        self.assertEquals(self.origin, self.make())  # TA306

    def test_keywords(self):
        self.assertEqual(first=self.make(), second=Point(1, 1))  # TA306
