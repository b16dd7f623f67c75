"""Forgetting modules before each test is a clean slate: every test imports
them afresh. Putting a stand-in where a module goes arranges one."""
import sys
from unittest import mock

import pytest


@pytest.fixture(autouse=True)
def forget_generated_plugins():
    for name in list(sys.modules):
        if name.startswith("generated_plugins"):
            del sys.modules[name]


@pytest.fixture(autouse=True)
def forget_the_settings_module():
    sys.modules.pop("shop.settings", None)
    yield


@pytest.fixture(autouse=True)
def fake_payment_gateway():  # TA502
    sys.modules["payment_gateway"] = mock.Mock(name="gateway")
    yield
    del sys.modules["payment_gateway"]


def test_plugins_load(load_plugins):
    assert load_plugins() == []
