# filename: src/kiosk/tests/test_cli.py
"""A helper whose parameter for letting a failure pass (`fail_ok`,
`ignore_errors`) is off by default raises when the command fails: calling
it with that default is a check, also when a base class in another module
defines it. Let on, it checks nothing."""
from kiosk.tests import base


class ReadOnlyCommandsTest(base.CLITestBase):
    def test_list_runs(self):
        self.kiosk("list")

    def test_list_may_fail(self):  # TA301
        self.kiosk("list", fail_ok=True)

    def test_list_quietly(self):  # TA301
        self.kiosk_quietly("list")
