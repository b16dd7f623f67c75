"""Moving back to the directory read before the test moved elsewhere changes
nothing; a test pytest-forked runs in a child, or one on pyfakefs' fake file
system, leaves the real working directory alone."""
import os
import unittest
from pathlib import Path

import pytest

from app import session


def test_directory_context_then_back_where_it_started(tmp_path):
    started_in = Path.cwd().resolve()
    with session.working_in(tmp_path):
        assert Path.cwd() == tmp_path
    os.chdir(started_in)


def test_back_to_the_string_it_read(tmp_path):
    here = str(os.getcwd())
    with session.working_in(tmp_path):
        assert session.current() == tmp_path
    os.chdir(here)


def test_moves_to_the_parent_of_where_it_started():
    parent = Path.cwd().parent
    os.chdir(parent)  # TA702
    assert session.current() == parent


@pytest.mark.forked
def test_runs_in_a_child_process(tmp_path):
    os.chdir(tmp_path)
    assert session.current() == tmp_path


def test_on_the_fake_file_system(fs):
    fs.create_dir("/srv/data")
    os.chdir("/srv/data")
    assert session.current() == Path("/srv/data")


def test_on_the_real_file_system(tmp_path):
    os.chdir(tmp_path)  # TA702
    assert session.current() == tmp_path


class FakeFileSystemTests(unittest.TestCase):
    def setUp(self):
        self.setUpPyfakefs()

    def test_moves_into_a_fake_folder(self):
        self.fs.create_dir("/home/user")
        os.chdir("/home/user")
        self.assertEqual(session.current(), Path("/home/user"))
