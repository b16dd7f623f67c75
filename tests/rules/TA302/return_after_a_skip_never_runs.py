import sys
import unittest


class ExpectTestCase(unittest.TestCase):
    def test_echo_off(self):
        if sys.platform.startswith("sunos"):
            raise unittest.SkipTest("echo is not supported here")
            return "skip"
        self.assertTrue(True)

    def test_value_thrown_away(self):
        return 1 + 1 == 2  # TA302
