"""A property whose name starts with "test" is an attribute, not a method:
neither pytest nor unittest's loader runs it. The base's tests use it."""
import functools
import unittest


class StoreContract(unittest.TestCase):
    @property
    def tester_class(self):
        return None

    @functools.cached_property
    def test_backend(self):
        return self.tester_class()

    def test_reading_an_empty_store(self):  # TA301
        self.test_backend.read("missing")
