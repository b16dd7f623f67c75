# A module function the test class binds as its own attribute
# (`run_checked = staticmethod(run_checked)`) is what `self.run_checked(...)`
# calls: when it asserts, the test checks.
import unittest


def run_checked(command, code=0):
    result = command()
    assert result == code


def run(command):
    return command()


class CommandTests(unittest.TestCase):
    run_checked = staticmethod(run_checked)
    run = staticmethod(run)

    def test_the_command_succeeds(self):
        self.run_checked(lambda: 0)

    def test_the_command_runs(self):  # TA301
        self.run(lambda: 0)
