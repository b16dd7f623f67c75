# A class that sets `__test__ = False` is not collected (pytest and nose
# honour it), nor are subclasses that inherit it; a subclass that sets it
# back to True runs the inherited tests, and `__test__ = True` makes a
# class a test class whatever its name.
import unittest


class LoaderTarget(unittest.TestCase):
    __test__ = False  # only loaded by the loader tests

    def test_target(self):
        pass


class SharedCases:
    __test__ = False

    def test_shared(self):  # TA301
        pass


class TestEnabled(SharedCases):
    __test__ = True


class TestStillDisabled(SharedCases):
    def test_more(self):
        pass


class Behaviour:
    __test__ = True

    def test_named_freely(self):  # TA301
        pass
