# filename: src/app/plugin.py
import pytest


@pytest.fixture(autouse=True)
def plugin_setup(monkeypatch):
    monkeypatch.setenv("APP", "1")
