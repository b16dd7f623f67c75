import contextlib
import os
import unittest
from unittest import mock
from unittest.mock import patch

import pytest

with_clean_env = pytest.mark.usefixtures("clean_env")
_patcher = mock.patch.dict(os.environ)


def application(environ, start_response):
    environ["wsgi.extra"] = "1"
    environ.update({"PATH_INFO": "/"})
    return []


def test_copy_is_private():
    env = os.environ.copy()
    env["CHILD_ONLY"] = "1"
    assert env["CHILD_ONLY"] == "1"


def test_inside_patch_dict():
    with mock.patch.dict(os.environ, {"A": "1"}):
        os.environ["B"] = "2"
        del os.environ["A"]
    with patch.dict("os.environ", clear=True):
        os.environ.update({"C": "3"})
    assert True


@mock.patch.dict(os.environ, {"DECORATED": "1"})
def test_under_decorator():
    os.environ["MORE"] = "1"
    assert True


@patch.dict(os.environ)
class TestDecoratedClass:
    def test_method(self):
        os.environ["IN_CLASS"] = "1"
        assert True


def test_mocker_patch_dict(mocker):
    mocker.patch.dict(os.environ)
    os.environ["MOCKED"] = "1"
    assert True


def test_monkeypatch_first(monkeypatch):
    monkeypatch.setenv("TOKEN", "x")
    os.environ["TOKEN"] = "y"
    monkeypatch.delenv("GONE", raising=False)
    os.environ.pop("GONE", None)
    assert True


def test_monkeypatch_context(monkeypatch):
    with monkeypatch.context() as m:
        m.setenv("PORT", "5000")
        os.environ["PORT"] = "888"
    assert True


def test_monkeypatch_replaces_environ(monkeypatch):
    monkeypatch.setattr(os, "environ", {})
    os.environ["FAKE"] = "1"
    assert True


def test_finally_restores():
    old = os.environ.get("LANG")
    os.environ["LANG"] = "C"
    try:
        assert True
    finally:
        if old is None:
            del os.environ["LANG"]
        else:
            os.environ["LANG"] = old


def test_snapshot_put_back_in_finally():
    saved = os.environ.copy()
    try:
        os.environ.clear()
        os.environ.update({"ONLY": "1"})
        assert True
    finally:
        os.environ.clear()
        os.environ.update(saved)


def test_change_inside_finally():
    try:
        assert True
    finally:
        os.environ.pop("LEFTOVER", None)


@contextlib.contextmanager
def override_environ(**values):
    saved = dict(os.environ)
    os.environ.update(values)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


@contextlib.contextmanager
def keep_environment():
    saved = dict(os.environ)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(saved)


def test_inside_a_restoring_helper():
    with keep_environment():
        os.environ["HELPED"] = "1"
    assert True


@pytest.fixture
def app_env():
    os.environ["APP"] = "1"
    yield
    del os.environ["APP"]


@pytest.fixture
def token(request):
    os.environ["TOKEN"] = "secret"
    request.addfinalizer(lambda: os.environ.pop("TOKEN", None))
    return "secret"


@pytest.fixture
async def async_env():
    os.environ["ASYNC_APP"] = "1"
    yield
    os.environ.pop("ASYNC_APP", None)


@pytest.fixture
def clean_env():
    saved = dict(os.environ)
    yield
    os.environ.clear()
    os.environ.update(saved)


@pytest.fixture(autouse=True)
def restore_region():
    yield
    os.environ.pop("REGION", None)


def test_autouse_fixture_restores():
    os.environ["REGION"] = "eu"
    assert True


def test_requested_fixture_restores(clean_env):
    os.environ["ANYTHING"] = "1"
    assert True


@with_clean_env
def test_used_fixture_restores():
    os.environ["USED"] = "1"
    assert True


@pytest.mark.usefixtures("clean_env")
async def test_async_used_fixture_restores():
    os.environ["ASYNC_USED"] = "1"
    assert True


class TestWithTeardown:
    def setup_method(self):
        os.environ["PER_TEST"] = "1"

    def teardown_method(self):
        os.environ.pop("PER_TEST", None)


class SettingsTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.saved = os.environ.get("CLASS_WIDE")
        os.environ["CLASS_WIDE"] = "1"

    @classmethod
    def tearDownClass(cls):
        os.environ.pop("CLASS_WIDE", None)

    def setUp(self):
        os.environ["HOME"] = "/tmp/home"
        self.addCleanup(os.environ.pop, "CACHE", None)
        os.environ["CACHE"] = "/tmp/cache"
        self.addCleanup(self.restore_lang)
        os.environ["LANG"] = "C"
        self.patcher = mock.patch.dict(os.environ)
        self.patcher.start()
        self.addCleanup(self.patcher.stop)
        os.environ["PATCHED"] = "1"

    def restore_lang(self):
        del os.environ["LANG"]

    def tearDown(self):
        self._restore_home()

    def _restore_home(self):
        os.environ.pop("HOME", None)

    def test_lambda_cleanup(self):
        os.environ["LAMBDA"] = "1"
        self.addCleanup(lambda: os.environ.pop("LAMBDA"))
        self.assertTrue(True)


def setup_function():
    _patcher.start()
    os.environ["MODULE_PATCHER"] = "1"


def teardown_function():
    _patcher.stop()


def setUpModule():
    os.environ["MODULE"] = "1"


def tearDownModule():
    del os.environ["MODULE"]


def test_pytester_does_not_cover_environment(pytester, monkeypatch):
    monkeypatch.setenv("PYTESTER", "1")
    os.environ["PYTESTER"] = "2"
    assert True


if __name__ == "__main__":
    os.environ["SCRIPT"] = "1"
    unittest.main()

