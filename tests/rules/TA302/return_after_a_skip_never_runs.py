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

    def test_skip_under_a_guard_every_python_takes(self):
        if sys.platform.startswith("sunos"):
            if hasattr(unittest, "SkipTest"):
                raise unittest.SkipTest("not on this platform")
            return "skip"
        self.assertTrue(True)

    def test_skip_under_a_guard_of_a_name_python_lacks(self):
        if sys.platform.startswith("sunos"):
            if hasattr(unittest, "SkipEverything"):
                raise unittest.SkipTest("not on this platform")
            return "skip"  # TA302
        self.assertTrue(True)
