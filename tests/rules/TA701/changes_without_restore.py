import os
import os as o
import unittest
from os import environ, putenv, unsetenv

import pytest
import pytest as pt

env = os.environ

os.environ["COLLECTED"] = "1"  # TA701


def test_item_assignment():
    os.environ["APP_MODE"] = "test"  # TA701
    assert os.environ["APP_MODE"] == "test"


def test_every_writing_method():
    os.environ.update({"A": "1", "B": "2"})  # TA701
    os.environ.update(C="3")  # TA701
    os.environ.setdefault("D", "4")  # TA701
    os.environ.pop("HOME")  # TA701
    os.environ.pop("E", None)  # TA701
    del os.environ["F"]  # TA701
    os.environ.clear()  # TA701
    os.environ["G"] += ":x"  # TA701
    assert True


def test_aliases():
    o.environ["A"] = "1"  # TA701
    environ["B"] = "2"  # TA701
    env["C"] = "3"  # TA701
    putenv("D", "4")  # TA701
    unsetenv("E")  # TA701
    o.putenv("F", "6")  # TA701
    assert True


def test_replacing_the_mapping():
    os.environ = {"ONLY": "this"}  # TA701
    assert os.environ["ONLY"] == "this"


def test_restored_only_when_nothing_fails():
    os.environ["LATER"] = "1"  # TA701
    assert os.environ["LATER"] == "1"
    del os.environ["LATER"]


def test_saved_and_put_back_without_finally():
    saved = os.environ.get("PATH")
    os.environ["PATH"] = "/nowhere"  # TA701
    assert os.environ["PATH"] == "/nowhere"
    os.environ["PATH"] = saved


def test_finally_restores_another_variable():
    os.environ["ONE"] = "1"  # TA701
    try:
        assert True
    finally:
        del os.environ["TWO"]


def test_patch_dict_ends_before_the_change():
    from unittest import mock

    with mock.patch.dict(os.environ):
        pass
    os.environ["AFTER"] = "1"  # TA701
    assert True


def test_monkeypatch_after_the_change(monkeypatch):
    os.environ["LATE"] = "1"  # TA701
    monkeypatch.setenv("LATE", "2")
    assert True


def test_nested_helper():
    def configure():
        os.environ["NESTED"] = "1"  # TA701

    configure()
    assert True


async def test_async_change():
    os.environ["ASYNC"] = "1"  # TA701
    assert True


@pytest.fixture
def configured():
    os.environ["FIXTURE"] = "1"  # TA701
    return "configured"


@pt.fixture
def configured_then_yield():
    os.environ["BEFORE_YIELD"] = "1"  # TA701
    yield


def set_debug():
    os.environ["DEBUG"] = "1"  # TA701


class TestSettings:
    def test_in_a_pytest_class(self):
        os.environ["IN_CLASS"] = "1"  # TA701
        assert True


class SettingsTest(unittest.TestCase):
    def setUp(self):
        os.environ["SET_UP"] = "1"  # TA701

    def tearDown(self):
        os.environ.pop("SOMETHING_ELSE", None)

    def test_method(self):
        os.environ["METHOD"] = "1"  # TA701
        self.assertTrue(True)


def test_popitem():
    os.environ.popitem()  # TA701
    assert True
