from twisted.internet import defer
from twisted.trial import unittest
from twisted.trial.unittest import SynchronousTestCase


class FetchTests(unittest.TestCase):
    def test_fetch_fires(self):
        d = defer.succeed(b"body")
        d.addCallback(self.assertEqual, b"body")
        return d

    def test_nested_deferred(self):
        return defer.succeed(None).addCallback(lambda _: self.assertTrue(True))


class ProjectBase(unittest.TestCase):
    pass


class InheritedTrialTests(ProjectBase):
    def test_returns_the_deferred_through_a_base(self):
        return defer.succeed(1).addCallback(self.assertEqual, 1)


class SynchronousTests(SynchronousTestCase):
    def test_value_is_thrown_away(self):
        return 1 + 1 == 2  # TA302
