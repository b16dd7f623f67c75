"""A test class whose base is trial's `TestCase` when twisted is installed
and a placeholder class defined in `except ImportError:` otherwise is read
as trial's: its tests may return a Deferred. A plain `unittest` test that
returns a value is still reported."""
import unittest

try:
    from twisted.trial.unittest import TestCase as TrialTestCase
except ImportError:

    class TrialTestCase:
        pass


class ShellTests(TrialTestCase):
    def test_the_prompt_comes_back(self):
        deferred = self.run_shell("1 + 1")
        return deferred.addCallback(self.check_output)

    def check_output(self, data):
        self.assertIn("2", data)


class PlainTests(unittest.TestCase):
    def test_a_value_returned(self):
        return 2  # TA302
