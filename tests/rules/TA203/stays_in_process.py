# flags: --testarch-categories=unit,integration,external_infra
import sqlite3
import subprocess
import unittest
from unittest import mock

import pytest


def open_db(path):
    return sqlite3.connect(path)


def pure(n):
    return n * 2


@pytest.mark.unit
def test_pure_helper():
    assert pure(2) == 4


@pytest.mark.integration
def test_integration_may_connect():
    assert open_db("x.db")


def test_uncategorised_is_not_checked():
    assert open_db("x.db")


@pytest.mark.unit
@mock.patch("sqlite3.connect")
def test_patched_primitive(connect):
    assert open_db("x.db") is connect.return_value


@pytest.mark.unit
def test_monkeypatched_helper(monkeypatch):
    monkeypatch.setattr(__name__ + ".open_db", lambda path: None)
    assert open_db("x.db") is None


@pytest.mark.unit
def test_unresolvable_call(some_plugin_fixture):
    assert some_plugin_fixture.connect()


@pytest.mark.unit
def test_names_that_look_like_primitives():
    connect = pure
    assert connect(1) == 2


@pytest.mark.unit
class TestPatchedInSetUp(unittest.TestCase):
    def setUp(self):
        patcher = mock.patch("subprocess.run")
        self.run = patcher.start()
        self.addCleanup(patcher.stop)

    def test_runs(self):
        subprocess.run(["x"])
        self.run.assert_called_once()


@pytest.mark.unit
def test_recursion_without_primitives():
    def walk(n):
        return n if n <= 0 else walk(n - 1)

    assert walk(3) == 0


@pytest.mark.unit
@pytest.mark.integration
def test_two_categories_are_ta202s_business():
    assert open_db("x.db")


@pytest.mark.unit
def test_exception_types_are_not_mechanisms():
    with pytest.raises(subprocess.CalledProcessError):
        raise subprocess.CalledProcessError(1, "x")


import http.client
import socket


class LazyConnection(http.client.HTTPConnection):
    pass


@pytest.mark.unit
def test_subclass_of_a_lazy_connection_starts_nothing():
    assert LazyConnection("example.com").host == "example.com"


def connect_to(host):
    return socket.create_connection((host, 80))


@pytest.mark.unit
@mock.patch("socket.getaddrinfo", return_value=[])
def test_the_test_controls_the_socket_layer(getaddrinfo):
    with pytest.raises(OSError):
        connect_to("example.com")
