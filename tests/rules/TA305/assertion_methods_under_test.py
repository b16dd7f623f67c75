# A test library's own suite checks its assertion methods on the inputs they
# must accept: the method is the subject, not a check that cannot fail.
import unittest


class AssertionMethodTests(unittest.TestCase):
    def test_assertIsNone(self):
        self.assertIsNone(None)
        with self.assertRaises(self.failureException):
            self.assertIsNone(0)

    def test_assert_is_not_none_accepts_literals(self):
        self.assertIsNotNone(0)
        self.assertIsNotNone("0")

    def test_defaults_are_empty(self):
        self.assertIsNone(None)  # TA305
