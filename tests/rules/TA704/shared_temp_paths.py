import logging
import os
import os.path as osp
import shutil
import socket
import sqlite3
import tempfile
import unittest
from pathlib import Path
from tempfile import gettempdir

import pytest

CACHE_DIR = "/tmp/app-cache"  # TA704
SOCKET_PATH = Path("/var/tmp/app.sock")  # TA704


def test_open_a_fixed_file():
    with open("/tmp/report.txt", "w") as handle:  # TA704
        handle.write("x")
    assert True


def test_file_functions():
    os.makedirs(CACHE_DIR, exist_ok=True)
    shutil.rmtree("/tmp/build-output")  # TA704
    assert osp.exists("/dev/shm/flag")  # TA704
    assert sqlite3.connect(database="/tmp/test.db")  # TA704


def test_pathlib_paths():
    Path("/tmp/settings.json").write_text("{}")  # TA704
    target = Path("/tmp") / "output"  # TA704
    target.mkdir()
    log = Path("/tmp/logs").joinpath("app.log")  # TA704
    assert log.exists()


def test_unix_socket():
    server = socket.socket(socket.AF_UNIX)
    server.bind(SOCKET_PATH)
    assert server


def test_joined_with_a_fixed_name():
    path = os.path.join(tempfile.gettempdir(), "app.db")  # TA704
    other = Path(gettempdir()) / "cache"  # TA704
    third = tempfile.gettempdir() + "/app.lock"  # TA704
    assert sqlite3.connect(path)
    other.mkdir(exist_ok=True)
    assert not os.path.exists(third)


def test_fstring_with_a_fixed_name(name="worker"):
    with open(f"/tmp/{name}.log") as handle:  # TA704
        assert handle


def test_logging_to_a_fixed_file():
    logging.basicConfig(filename="/var/tmp/test.log")  # TA704
    handler = logging.FileHandler("/tmp/handler.log")  # TA704
    assert handler


@pytest.fixture
def database():
    path = "/tmp/fixture.db"  # TA704
    connection = sqlite3.connect(path)
    yield connection
    os.remove(path)


async def test_async_write():
    def helper():
        open("/tmp/nested.txt", "w").close()  # TA704

    helper()
    assert True


class TestExport:
    def test_in_a_class(self):
        assert not os.path.isfile("/tmp/export.csv")  # TA704


class ExportTest(unittest.TestCase):
    def setUp(self):
        self.output = "/tmp/unittest-output"  # TA704
        os.mkdir(self.output)
        os.mkdir("/tmp/unittest-direct")  # TA704


class NestedScratchTest(unittest.TestCase):
    # The next line builds on the fixed path: it is what the test uses.
    def setUp(self):
        self.scratch = "/tmp/scratch"  # TA704
        self.scratch = os.path.join(self.scratch, "nested")

    def test_write(self):
        with open(self.scratch, "w") as stream:
            stream.write("x")
