# filename: tests/conftest.py
import pytest


@pytest.fixture(autouse=True)
def no_network(monkeypatch):  # TA502
    monkeypatch.setattr("socket.socket.connect", refuse)


@pytest.fixture(autouse=True)
def clear_cache_after():
    yield
    cache.clear()
