"""An assertion call on two equal literals as an except handler's only
statement marks that the error was expected, beside real checks."""
import unittest


class HandlerMarkers(unittest.TestCase):
    def test_marker(self):
        try:
            call_command("sync")
        except Exception:
            self.assertEqual(0, 0)

        for root in roots:
            if root == "a":
                self.assertEqual(len(root), 1)
