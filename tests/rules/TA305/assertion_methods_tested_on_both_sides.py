# A test library's own suite: a test that expects an assertion method to
# fail on some values (`assertRaises(AssertionError, self.case.assertIs,
# a, b)`) checks the method itself, and the call that must pass on equal
# values is its other half.
import unittest

from checklib import CheckingCase


class CheckingCaseTest(unittest.TestCase):
    def setUp(self):
        self.case = CheckingCase()

    def test_identity(self):
        first, second = [], []
        self.case.assertIs(first, first)
        self.assertRaises(AssertionError, self.case.assertIs, first, second)

    def test_none(self):
        self.case.assertIsNone(None)
        with self.assertRaises(AssertionError):
            self.case.assertIsNone(object())

    def test_text(self):
        self.case.assertMultiLineEqual("a\nb", "a\nb")
        self.assertRaises(AssertionError, self.case.assertMultiLineEqual, "a\nb", "a\n b")

    def test_identity_without_the_failing_half(self):
        first = []
        self.case.assertIs(first, first)  # TA305
        self.assertRaises(AssertionError, self.case.assertIsNone, first)
