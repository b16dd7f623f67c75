# A helper of the file whose every caller undoes its change (in a
# `finally` around or right after the call, or through a restoring
# fixture) changes nothing that outlives them.
import sys
import types

import pytest
from shop.plugins import Registry
from shop.themes import Themes


def _install_fake_plugin():
    sys.modules["shop_plugin"] = types.ModuleType("shop_plugin")


def _install_fake_theme():
    sys.modules["shop_theme"] = types.ModuleType("shop_theme")  # TA702


def test_plugin_is_found(loader):
    _install_fake_plugin()
    try:
        assert loader.find("shop_plugin")
    finally:
        sys.modules.pop("shop_plugin", None)


def test_plugin_is_listed(loader):
    try:
        _install_fake_plugin()
        assert "shop_plugin" in loader.names()
    finally:
        del sys.modules["shop_plugin"]


def test_theme_is_found(loader):
    _install_fake_theme()
    assert loader.find("shop_theme")


def _load_isolated(name):
    module = types.ModuleType(name)
    sys.modules[name] = module
    try:
        module.setup()
    except Exception:
        sys.modules.pop(name, None)  # rolled back only when loading fails
        raise
    return module


def _load_shared(name):
    sys.modules[name] = types.ModuleType(name)  # TA702


def test_isolated_copy_has_no_plugins():
    isolated = _load_isolated("shop_isolated")
    try:
        assert not isolated.plugins
    finally:
        sys.modules.pop("shop_isolated", None)


def test_shared_copy_is_loaded():
    _load_shared("shop_shared")
    try:
        assert sys.modules["shop_shared"]
    finally:
        sys.modules.pop("shop_other", None)



# A helper a fixture calls both before and after its `yield` is the
# fixture's teardown too: every test starts and ends with its state.
def _empty_the_registry():
    Registry.plugins = {}


@pytest.fixture(autouse=True)
def _fresh_registry():
    _empty_the_registry()
    yield
    _empty_the_registry()


def _choose_the_dark_theme():
    Themes.chosen = "dark"  # TA702


@pytest.fixture
def dark_theme():
    _choose_the_dark_theme()
    yield Themes
    Themes.cache.clear()


def test_dark_theme_is_chosen(dark_theme):
    assert dark_theme.chosen == "dark"
