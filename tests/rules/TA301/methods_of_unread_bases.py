"""A test calling a method its class inherits from a library the linter
cannot read may be checking through it; a method the linter can read, or a
class with no such base, is judged as usual."""
import unittest

from leakcheck import LeakTestCase


class Base(LeakTestCase):
    def warm_up(self):
        self.counter = 0


class ProcessLeaks(Base):
    def test_name_does_not_leak(self):
        self.execute(process_name)

    def test_warm_up_only(self):  # TA301
        self.warm_up()


class PlainTests(unittest.TestCase):
    def test_runs(self):  # TA301
        self.run_me()

    def run_me(self):
        print("ran")


def process_name():
    return "python"
