import locale
import logging
import os
import socket
import sys
import unittest
from os import chdir

import app.config as config
import pytest
from app import config as settings_module
from app.config import Settings

sys.path.insert(0, os.path.dirname(__file__))  # TA702


def test_sys_path_edits(tmp_path):
    sys.path.insert(0, str(tmp_path))  # TA702
    sys.meta_path.insert(0, object())  # TA702
    assert True


def test_sys_path_append():
    sys.path.append("plugins")  # TA702
    assert True


def test_sys_path_extend():
    sys.path.extend(["a", "b"])  # TA702
    assert True


def test_sys_path_augmented():
    sys.path += ["more"]  # TA702
    assert True


def test_sys_path_replaced():
    sys.path = ["a", "b"]  # TA702
    assert True


def test_sys_path_removals():
    sys.path.remove("a")  # TA702
    assert True


def test_sys_path_item_deleted():
    del sys.path[0]  # TA702
    assert True


def test_sys_path_emptied():
    sys.path[:] = []  # TA702
    assert True


def test_working_directory(tmp_path):
    os.chdir(tmp_path)  # TA702
    assert True


def test_working_directory_under_another_name():
    chdir("..")  # TA702
    assert True


def test_every_change_of_one_thing_is_one_report(tmp_path):
    sys.path.insert(0, str(tmp_path))  # TA702
    sys.path.insert(0, "plugins")
    sys.path.append("vendor")
    assert True


def test_sys_modules():
    sys.modules["fake"] = object()  # TA702
    del sys.modules["json"]  # TA702
    sys.modules.pop("ssl", None)  # TA702
    sys.modules.update({"x": object()})  # TA702
    sys.modules.setdefault("y", object())  # TA702
    import app

    assert app


def test_process_settings():
    locale.setlocale(locale.LC_ALL, "C")  # TA702
    socket.setdefaulttimeout(5)  # TA702
    logging.disable(logging.CRITICAL)  # TA702
    assert True


def test_logging_disabled_without_a_level():
    logging.disable()  # TA702
    assert True


def test_imported_module_attributes():
    config.DEBUG = True  # TA702
    Settings.timeout = 1  # TA702
    sys.excepthook = print  # TA702
    assert True


def test_from_imported_module():
    settings_module.DEBUG = True  # TA702
    assert True


def test_setattr_on_a_module():
    setattr(config, "DEBUG", True)  # TA702
    assert True


def test_delattr_on_a_module():
    del config.DEBUG  # TA702
    assert True


def test_restored_only_when_nothing_fails():
    saved = config.DEBUG
    config.DEBUG = True  # TA702
    assert config.DEBUG
    config.DEBUG = saved


def test_cwd_restored_only_when_nothing_fails(tmp_path):
    old = os.getcwd()
    os.chdir(tmp_path)  # TA702
    assert True
    os.chdir(old)


def test_nested_helper(tmp_path):
    def enter():
        os.chdir(tmp_path)  # TA702

    enter()
    assert True


async def test_async(tmp_path):
    sys.path.append(str(tmp_path))  # TA702
    assert True


@pytest.fixture
def plugin_path(tmp_path):
    sys.path.insert(0, str(tmp_path))  # TA702
    return tmp_path


def force_reimport():
    for name in list(sys.modules):
        if name.startswith("app"):
            del sys.modules[name]  # TA702
    import app

    return app


class TestPaths:
    def test_in_a_pytest_class(self, tmp_path):
        os.chdir(tmp_path)  # TA702
        assert True


class PathsTest(unittest.TestCase):
    def setUp(self):
        sys.path.insert(0, "vendor")  # TA702

    def test_method(self):
        config.DEBUG = True  # TA702
        self.assertTrue(config.DEBUG)


class ForgetfulArguments:
    def __enter__(self):
        sys.argv = ["prog"]  # TA702

    def __exit__(self, *exc_info):
        return False


class StatusTests(unittest.TestCase):
    def never_collected_nor_called(self):
        config.status = 204
        self.assertEqual(config.render(), "")

    def called_by_a_test(self):
        config.status = 304  # TA702
        return config.render()

    def test_not_modified(self):
        self.assertEqual(self.called_by_a_test(), "")
