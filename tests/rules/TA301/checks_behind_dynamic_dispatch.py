import unittest

from tests.twins import Twins


class TwinTestCase(unittest.TestCase):
    def setUp(self):
        self.twins = Twins(FakeStore(), RealStore())


class FindTests(TwinTestCase):
    # `compare.find` has no method of that name: `Fanout.__getattr__` makes a
    # `FanoutCall`, whose `__call__` compares the two results.
    def test_find_matches(self):
        self.twins.each.insert({"name": "bob"})
        self.twins.compare.find({"name": "bob"})

    def test_sorted_find_matches(self):
        self.twins.compare(sorted).find({})

    def test_insert_only(self):  # TA301
        self.twins.stores = []
        self.twins.reset()
