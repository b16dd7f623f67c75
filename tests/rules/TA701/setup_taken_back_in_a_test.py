# A test that deletes what its class's setUp set takes that setup back:
# the setup's change is reported, the test's delete is not. Deleting a
# variable nobody set here is a change of its own.
import os
import unittest


class AppDirTests(unittest.TestCase):
    def setUp(self):
        os.environ["APPDIR"] = "/srv/app"  # TA701

    def test_the_dir_is_read(self):
        self.assertEqual(os.environ["APPDIR"], "/srv/app")

    def test_a_missing_dir(self):
        del os.environ["APPDIR"]
        self.assertNotIn("APPDIR", os.environ)

    def test_without_a_home(self):
        del os.environ["HOME"]  # TA701
        self.assertNotIn("HOME", os.environ)
