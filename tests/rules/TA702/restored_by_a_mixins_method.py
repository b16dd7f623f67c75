# The class's tearDown calls a method a mixin of another module of the
# project defines, and that method puts the setting back; a setting the
# mixin does not put back stays changed.
import unittest

from stache import defaults
from tests.common import SetupDefaults


class LoaderTests(unittest.TestCase, SetupDefaults):
    def setUp(self):
        self.setup_defaults()

    def tearDown(self):
        self.teardown_defaults()

    def test_errors_ignored(self):
        defaults.DECODE_ERRORS = "ignore"
        self.assertEqual(defaults.DECODE_ERRORS, "ignore")

    def test_encoding_changed(self):
        defaults.ENCODING = "ascii"  # TA702
        self.assertEqual(defaults.ENCODING, "ascii")
