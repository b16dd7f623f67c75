import os

import fixtures
from fixtures import EnvironmentVariable
from testtools import TestCase


class DebuggerTests(TestCase):
    def setUp(self):
        super().setUp()
        self.useFixture(EnvironmentVariable("SHOP_PDB"))
        self.useFixture(fixtures.TempHomeDir())

    def test_enters_the_debugger_when_asked(self):
        os.environ["SHOP_PDB"] = "1"
        self.assertTrue(debugger_wanted())

    def test_reads_the_home_config(self):
        os.environ["HOME"] = "/srv/home"
        self.assertEqual(config_path(), "/srv/home/.shop")

    def test_verbose_output(self):
        self.useFixture(EnvironmentVariable("SHOP_VERBOSE", "1"))
        os.environ["SHOP_VERBOSE"] = "2"
        self.assertTrue(verbose())

    def test_colour_output(self):
        os.environ["SHOP_COLOUR"] = "1"  # TA701
        self.assertTrue(colour())
