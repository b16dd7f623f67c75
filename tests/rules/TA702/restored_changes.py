import contextlib
import importlib
import logging
import os
import socket
import sys
import unittest
from unittest import mock

import app.config as config
import pytest
from app import current


def test_flask_like_proxies_and_objects(request):
    current.timeout = 1
    assert current.timeout == 1


def test_locals_shadow_imports(tmp_path):
    sys = object()
    config = type("Config", (), {})()
    config.DEBUG = True
    assert sys


def test_output_streams_are_reset_by_capture():
    import io

    sys.stdout = io.StringIO()
    sys.stderr = io.StringIO()
    assert True


def test_the_warning_hook_is_reset_by_pytest_warnings():
    import warnings

    shown = []
    warnings.showwarning = lambda *args, **kwargs: shown.append(args)
    warnings.formatwarning = lambda *args, **kwargs: "warned"  # TA702
    warnings.warn("x")
    assert shown


def test_reading_the_locale():
    import locale

    assert locale.setlocale(locale.LC_ALL)


def test_monkeypatch_first(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    os.chdir("..")
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.path.append("more")
    monkeypatch.setattr(config, "DEBUG", True)
    config.DEBUG = False
    monkeypatch.setattr("app.config.Settings", None)
    config.Settings = None
    monkeypatch.delitem(sys.modules, "json", raising=False)
    sys.modules["json"] = object()
    assert True


def test_inside_restoring_managers(tmp_path, tmpdir):
    with mock.patch.object(sys, "path", list(sys.path)):
        sys.path.insert(0, str(tmp_path))
    with mock.patch.dict(sys.modules):
        sys.modules.pop("json", None)
    with mock.patch("app.config.DEBUG", True):
        config.DEBUG = False
    with mock.patch.object(config, "DEBUG"):
        setattr(config, "DEBUG", 1)
    with contextlib.chdir(tmp_path):
        os.chdir("sub")
    with tmpdir.as_cwd():
        os.chdir("..")
    with mock.patch("os.chdir"):
        os.chdir("/")
    assert True


def test_pytester_snapshots(pytester):
    os.chdir(pytester.path)
    sys.path.insert(0, str(pytester.path))
    sys.modules.pop("conftest", None)
    assert True


def test_unloads_what_it_imported(tmp_path):
    import plugin_under_test

    del sys.modules["plugin_under_test"]
    assert plugin_under_test


def test_unloads_last():
    assert True
    sys.modules.pop("built_by_the_test", None)


def test_finally_restores(tmp_path):
    old = os.getcwd()
    os.chdir(tmp_path)
    try:
        saved_timeout = socket.getdefaulttimeout()
        socket.setdefaulttimeout(1)
        logging.disable(logging.CRITICAL)
        assert True
    finally:
        os.chdir(old)
        socket.setdefaulttimeout(saved_timeout)
        logging.disable(logging.NOTSET)


def test_reload_restores_module_attributes():
    try:
        config.DEBUG = True
        assert True
    finally:
        importlib.reload(config)


def test_defaults_put_back():
    logging.disable(logging.NOTSET)
    socket.setdefaulttimeout(None)
    assert True


@pytest.fixture
def plugin_folder(tmp_path):
    sys.path.insert(0, str(tmp_path))
    yield tmp_path
    sys.path.remove(str(tmp_path))


@pytest.fixture(autouse=True)
def undo_logging_disable():
    yield
    logging.disable(logging.NOTSET)


def test_autouse_fixture_restores():
    logging.disable(logging.WARNING)
    assert True


@contextlib.contextmanager
def prepended(path):
    sys.path.insert(0, path)
    try:
        yield
    finally:
        sys.path.remove(path)


class TestWithTeardown:
    def setup_method(self):
        self.old = os.getcwd()
        os.chdir("/")

    def teardown_method(self):
        os.chdir(self.old)

    def test_change_restored_by_teardown(self):
        os.chdir("/tmp")
        assert True


class FlagTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        config.DEBUG = True

    @classmethod
    def tearDownClass(cls):
        config.DEBUG = False

    def setUp(self):
        self.addCleanup(setattr, config, "DEBUG", config.DEBUG)
        config.DEBUG = True
        self.addCleanup(os.chdir, os.getcwd())
        os.chdir("/")
        self.addCleanup(sys.path.remove, "vendor")
        sys.path.insert(0, "vendor")

    def test_method_restored_by_class_teardown(self):
        config.DEBUG = None
        self.assertTrue(True)


def worker(path):
    sys.path.append(path)
    return len(sys.path)


def test_in_another_process(tmp_path):
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(1) as pool:
        assert pool.apply(worker, (str(tmp_path),)) > 0


def prepare_worker():
    sys.path.insert(0, "plugins")


def test_in_the_workers_a_pool_starts():
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(1, initializer=prepare_worker) as pool:
        assert pool.submit(len, "ab").result(timeout=5) == 2


if __name__ == "__main__":
    sys.path.insert(0, ".")
    unittest.main()


class AlternativeArguments:
    def __init__(self, args):
        self.args = args
        self.original = sys.argv

    def __enter__(self):
        sys.argv = self.args

    def __exit__(self, *exc_info):
        sys.argv = self.original


class TestWorkersPreparedByAMethod:
    def _prepare(self):
        sys.path.insert(0, "plugins")

    def test_pool(self):
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(1, initializer=self._prepare) as pool:
            assert pool.submit(len, "ab").result(timeout=5) == 2


class PathEditor:
    # The fixture below calls `restore` on its instance after the yield.
    def __init__(self):
        self.saved = list(sys.path)

    def prepend(self, folder):
        sys.path.insert(0, folder)

    def restore(self):
        sys.path[:] = self.saved


@pytest.fixture
def path_editor():
    editor = PathEditor()
    yield editor
    editor.restore()


def test_prepended_folder_is_searched(path_editor):
    path_editor.prepend("plugins")
    assert sys.path[0] == "plugins"


@contextlib.contextmanager
def stand_in_module(name):
    saved = sys.modules.get(name)
    try:
        sys.modules[name] = object()
        yield
    finally:
        if saved is None:
            del sys.modules[name]
        else:
            sys.modules[name] = saved


@pytest.fixture
def fake_readline():
    with stand_in_module("readline"):
        yield


@pytest.fixture
def console_flags(fake_readline):
    return ["--no-banner"]


def test_console_runs_without_readline(console_flags):
    # `console_flags` requests `fake_readline`, whose manager puts the module back.
    sys.modules["readline"] = None
    assert console_flags == ["--no-banner"]


class VersionReportTests(unittest.TestCase):
    def setUp(self):
        # Some tests change the version: put it back after each of them.
        self.real_version = config.VERSION
        self.addCleanup(setattr, config, "VERSION", self.real_version)

    def test_report_after_an_upgrade(self):
        config.VERSION = "XYZZY"
        self.assertEqual(config.VERSION, "XYZZY")

    def test_debug_switched_on(self):
        config.DEBUG = True  # TA702
        self.assertTrue(config.DEBUG)


def test_stale_generated_module_forgotten(tmp_path, load_settings):
    # The module is one the tests write into a temporary folder: no copy of
    # it exists anywhere else, so forgetting a stale one restores nothing.
    (tmp_path / "generated_settings.py").write_text("DEBUG = True\n")
    sys.modules.pop("generated_settings", None)
    assert load_settings(tmp_path, "generated_settings").DEBUG


def test_project_module_forgotten(load_settings):
    sys.modules.pop("app.config", None)  # TA702
    assert load_settings(None, "app.config")


@pytest.fixture
def patched_app():
    return config


def test_unpatched_modules_reloaded_only_when_asked():
    # The test does not ask for `patched_app`: the name is the fixture's def,
    # always true, so the reload branch never runs.
    if not patched_app:
        del sys.modules["app.config"]
    assert config.DEBUG is not None


def test_unpatched_modules_reloaded(patched_app):
    if not patched_app:
        del sys.modules["app.config"]  # TA702
    assert config.DEBUG is not None


def test_search_path_put_back_from_a_copy(shell):
    # The code under test may add to sys.path; a copy taken first is put back.
    saved_path = sys.path.copy()
    shell.choose_type()
    sys.path = saved_path
    assert shell.kind == "readline"


def test_search_path_put_back_from_a_slice(shell):
    saved_path = sys.path[:]
    shell.choose_type()
    sys.path = saved_path
    assert shell.kind == "readline"


def test_search_path_set_from_a_new_list(shell):
    fresh = sys.path + ["/opt/plugins"]
    shell.choose_type()
    sys.path = fresh  # TA702
    assert shell.kind == "readline"
