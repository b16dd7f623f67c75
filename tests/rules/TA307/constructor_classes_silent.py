import threading
import unittest

import pytest
from helpers import BaseSuite


class TestCartWithSetup:
    def setup_method(self):
        self.cart = []

    def test_starts_empty(self):
        assert self.cart == []


class CartTests(unittest.TestCase):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.cart = []

    def test_starts_empty(self):
        self.assertEqual(self.cart, [])


class TestServer:
    """A helper object the tests build: not a test class at all."""

    def __init__(self, port):
        self.port = port

    def test_connection(self):
        return self.port > 0


def test_server_port():
    assert TestServer(8080).test_connection()


class TestDataOnly:
    def __init__(self, rows):
        self.rows = rows


class TestNotCollected:
    __test__ = False

    def __init__(self):
        self.value = 1

    def test_value(self):
        assert self.value


class TestImportedBase(BaseSuite):
    def __init__(self):
        self.value = 1

    def test_value(self):
        assert self.value


class TestThread(threading.Thread):
    def __init__(self):
        super().__init__()

    def test_run(self):
        assert self


@pytest.fixture
def cart():
    class TestLocal:
        def __init__(self):
            self.items = []

        def test_items(self):
            assert self.items == []

    return TestLocal()
