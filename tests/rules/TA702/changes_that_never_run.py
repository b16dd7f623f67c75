# A function nested in a helper that nothing names never runs: its change
# changes nothing (the helper's own change is still reported).
import twisted.internet
from twisted.trial import unittest


class ReactorChoiceTests(unittest.TestCase):
    def use_reactor(self, name, reactor):
        if hasattr(twisted.internet, name):
            self.patch(twisted.internet, name, reactor)
        else:

            def _forget():
                delattr(twisted.internet, name)

            setattr(twisted.internet, name, reactor)  # TA702

    def drop_reactor(self, name):
        if hasattr(twisted.internet, name):

            def _forget():
                delattr(twisted.internet, name)  # TA702

            _forget()

    def test_reactors(self):
        self.use_reactor("fake", object())
        self.drop_reactor("gone")
        self.assertTrue(hasattr(twisted.internet, "fake"))
