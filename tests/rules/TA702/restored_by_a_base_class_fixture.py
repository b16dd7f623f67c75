"""An autouse fixture a test class inherits from a base of another module
(a mixin that runs every test in a temporary directory and comes back)
restores what it covers for the subclass's tests."""
import os

from tests.mixins import NoisyMixin, TempDirMixin


class TestReports(TempDirMixin):
    def test_report_written_in_a_subfolder(self):
        os.makedirs("out")
        os.chdir("out")
        assert os.listdir(".") == []


class TestOtherReports(NoisyMixin):
    def test_report_written_in_a_subfolder(self):
        os.makedirs("out")
        os.chdir("out")  # TA702
        assert os.listdir(".") == []
