import os
import tempfile
import unittest
import uuid
from pathlib import Path
from unittest import mock

import pytest


@pytest.mark.parametrize(
    ("prefix", "source", "expected"),
    [("/tmp/pycs", "/home/projects/src/foo.py", "/tmp/pycs/home/projects/src")],
)
def test_paths_as_data(prefix, source, expected):
    assert os.path.join(prefix, source.lstrip("/")).startswith(expected[:9])


def test_dummy_argument_to_a_mocked_call():
    with mock.patch("ssl.SSLContext") as context:
        context.load_verify_locations("/tmp/fake-file")
    context.load_verify_locations.assert_called_with("/tmp/fake-file")


def test_loader_search_path(make_loader):
    loader = make_loader(["/tmp/templates", "templates"])
    assert loader


def test_private_directories(tmp_path):
    (tmp_path / "report.txt").write_text("x")
    directory = tempfile.mkdtemp()
    handle, name = tempfile.mkstemp(dir="/tmp")
    with open(os.path.join(directory, "out.txt"), "w") as out:
        out.write("x")
    assert name and handle


def test_unique_names():
    with open(f"/tmp/{uuid.uuid4()}.txt", "w") as handle:
        handle.write("x")
    name = "run-%d" % os.getpid()
    path = os.path.join(tempfile.gettempdir(), name)
    assert path


def test_changing_into_the_temp_dir(monkeypatch):
    monkeypatch.chdir(tempfile.gettempdir())
    assert Path.cwd()


def test_comparing_with_the_temp_dir():
    assert tempfile.gettempdir().startswith("/")
    assert "/tmp/x" != "/tmp/y"


def test_expected_value_built_from_the_temp_dir(arbiter):
    expected = os.path.join(tempfile.gettempdir(), "app.pid")
    assert arbiter.pidfile_path() == expected


class ScratchFileTest(unittest.TestCase):
    # The fixed path is replaced on the next line, before anything reads it.
    def setUp(self):
        self.scratch = "/tmp/scratch.txt"
        handle, self.scratch = tempfile.mkstemp()
        os.close(handle)

    def test_write(self):
        with open(self.scratch, "w") as stream:
            stream.write("x")
