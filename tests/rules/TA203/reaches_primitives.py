# flags: --testarch-categories=unit,integration,external_infra
import asyncio
import os
import socketserver
import sqlite3 as db
import subprocess
import unittest
from subprocess import run as run_command

import pytest
from pytest import mark

pytestmark = pytest.mark.unit


def test_direct_call():  # TA203
    db.connect(":memory:")
    assert True is not None


def open_db(path):
    return db.connect(path)


def make_store(path):
    return {"db": open_db(path)}


def test_through_two_helpers():  # TA203
    store = make_store("x.db")
    assert store["db"] is not None


def test_aliased_import():  # TA203
    assert run_command(["true"]).returncode == 0


class Store:
    def __init__(self, path):
        self.path = path

    def save(self, row):
        return subprocess.check_output(["writer", row])


def test_method_of_a_local_instance():  # TA203
    store = Store("x")
    assert store.save("row") == b""


class TestStorage(unittest.TestCase):
    def setUp(self):
        self.conn = db.connect("x.db")

    def test_setup_hook_connects(self):  # TA203
        self.assertIsNotNone(self.conn)


@pytest.fixture
def connection():
    return open_db("x.db")


@pytest.fixture
def store(connection):
    return {"db": connection}


def test_fixture_requesting_a_fixture(store):  # TA203
    assert store["db"]


@pytest.mark.usefixtures("connection")
def test_usefixtures():  # TA203
    assert True is not None


def even(n):
    return True if n == 0 else odd(n - 1)


def odd(n):
    if n == 0:
        os.system("echo odd")
    return even(n - 1)


def test_mutual_recursion_terminates():  # TA203
    assert even(4)


class Server(socketserver.TCPServer):
    pass


def test_project_class_built_on_a_primitive():  # TA203
    assert Server(("127.0.0.1", 0), None)


async def test_async_primitive():  # TA203
    reader, writer = await asyncio.open_connection("localhost", 80)
    assert reader


class Helpers:
    def spawn(self):
        return subprocess.Popen(["x"])


class TestThroughSelf(Helpers):
    def test_inherited_helper(self):  # TA203
        assert self.spawn()


def test_import_inside_the_helper():  # TA203
    def helper():
        import socket

        return socket.create_connection(("localhost", 80))

    assert helper()


@mark.parametrize("value", [pytest.param(1, marks=mark.integration), 2])
def test_mixed_cases_still_unit_for_one(value):  # TA203
    assert open_db(str(value))


class DevServer:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        self.proc = subprocess.Popen(["serve", self.name])
        return self

    def __exit__(self, *exc):
        self.proc.kill()


@pytest.fixture
def dev_server():
    def start(name):
        return DevServer(name)

    return start


def test_context_manager_built_in_a_fixture_factory(dev_server):  # TA203
    assert dev_server("app")
