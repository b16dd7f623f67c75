import os
import unittest

from tests.support import EnvironmentTestCase


class SettingsTest(EnvironmentTestCase):
    def test_reads_the_mode(self):
        os.environ["APP_MODE"] = "test"
        self.assertEqual(os.environ["APP_MODE"], "test")


class PlainTest(unittest.TestCase):
    def test_reads_the_mode(self):
        os.environ["APP_MODE"] = "test"  # TA701
        self.assertEqual(os.environ["APP_MODE"], "test")
