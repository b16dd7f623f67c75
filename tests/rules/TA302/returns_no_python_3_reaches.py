# Returns under branches no Python 3 takes, and under the condition the
# test's skipIf already skips it on: they never run. The same returns
# under a condition that does hold on Python 3, or that the decorator does
# not name, end tests that ran nothing.
import sys
import unittest

from shop import ENCRYPTION_OFF, ESCAPING_OFF, render


class RenderTests(unittest.TestCase):
    def test_wide_characters(self):
        if sys.maxunicode < 0x10FFFF:
            return
        self.assertEqual(render("\U00026007"), "\U00026007")

    def test_narrow_build_only(self):
        if sys.maxunicode == 0x10FFFF:
            return  # TA302
        self.assertEqual(render("\uffff"), "\uffff")

    def test_slicing(self):
        try:
            slice
        except NameError:
            return
        self.assertEqual(render("abc")[::2], "ac")

    def test_html_escaping(self):
        try:
            html_escape
        except NameError:
            return  # TA302
        self.assertEqual(render("<"), "&lt;")

    @unittest.skipIf(ENCRYPTION_OFF, "needs encryption")
    def test_encrypted(self):
        if ENCRYPTION_OFF:
            return
        self.assertEqual(render("x", encrypted=True), "y")

    @unittest.skipIf(ENCRYPTION_OFF, "needs encryption")
    def test_escaped(self):
        if ESCAPING_OFF:
            return  # TA302
        self.assertEqual(render("<", escaped=True), "&lt;")
