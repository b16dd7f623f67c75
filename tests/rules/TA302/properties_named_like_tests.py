"""A property whose name starts with "test" is an attribute the suite reads:
what it returns is used, and no runner calls it as a test."""
import unittest

from shop.stores import MemoryStore


class StoreContract(unittest.TestCase):
    @property
    def tester_class(self):
        return MemoryStore

    def test_reading_an_empty_store(self):
        store = self.tester_class()
        self.assertIsNone(store.read("missing"))
        return store  # TA302
