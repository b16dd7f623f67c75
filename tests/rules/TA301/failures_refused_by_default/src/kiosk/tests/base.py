import unittest

from clirunner import execute


class CLITestBase(unittest.TestCase):
    """Runs the kiosk command line through a runner this project does not
    ship; a failed command raises unless allowed."""

    def kiosk(self, action, flags="", fail_ok=False):
        return execute("kiosk", action, flags, fail_ok=fail_ok)

    def kiosk_quietly(self, action, ignore_errors=True):
        return execute("kiosk", action, fail_ok=ignore_errors)
