import os
import unittest


class EnvironmentBase(unittest.TestCase):
    def _clear_credentials(self):
        self._saved = {}
        for key in list(os.environ):
            if key.startswith("APP_"):
                self._saved[key] = os.environ.pop(key)

    def _put_credentials_back(self):
        os.environ.update(self._saved)

    def _point_at_staging(self):
        os.environ["APP_TARGET"] = "staging"  # TA701


class TestLogin(EnvironmentBase):
    def setUp(self):
        super().setUp()
        self._clear_credentials()

    def tearDown(self):
        self._put_credentials_back()
        super().tearDown()

    def test_login_without_credentials(self):
        assert "APP_USER" not in os.environ


class TestUpload(EnvironmentBase):
    def setUp(self):
        self._point_at_staging()

    def test_upload(self):
        assert os.environ["APP_TARGET"] == "staging"
