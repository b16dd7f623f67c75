# flags: --extend-select TA304
import errno
import os
import shutil
import sys
import unittest

import pytest

try:
    import curses
except ImportError:
    curses = None

if sys.platform == "win32":
    pytest.skip("posix only", allow_module_level=True)


@pytest.mark.skipif(sys.platform == "win32", reason="posix only")
def test_declared():
    assert os.sep == "/"


@pytest.fixture
def git():
    path = shutil.which("git")
    if path is None:
        pytest.skip("needs git")
    return path


def needs_posix():
    if os.name == "nt":
        pytest.skip("posix only")


def test_importorskip_is_declarative_enough():
    yaml = pytest.importorskip("yaml")
    assert yaml


def test_decided_by_a_parameter(mode):
    if mode == "slow":
        pytest.skip("slow mode not supported")
    assert mode


def test_decided_by_a_failure(tmp_path):
    try:
        os.link(tmp_path / "a", tmp_path / "b")
    except OSError as error:
        if sys.platform == "win32" or error.errno == errno.EPERM:
            pytest.skip("hard links not permitted")
        raise
    assert (tmp_path / "b").exists()


def test_failure_under_a_platform_check(tmp_path):
    if hasattr(os, "link"):
        try:
            os.link(tmp_path / "a", tmp_path / "b")
        except PermissionError:
            pytest.skip("hard links not permitted")
    assert tmp_path


def test_probed_module_used_as_a_module():
    if not curses.has_colors():
        pytest.skip("no colours")
    assert curses


def test_platform_branch_without_skip():
    if sys.platform == "win32":
        expected = "\\"
    else:
        expected = "/"
    assert os.sep == expected


class TestUnittest(unittest.TestCase):
    def setUp(self):
        if sys.platform == "win32":
            self.skipTest("posix only")

    @unittest.skipIf(os.name == "nt", "posix only")
    def test_declared(self):
        self.assertEqual(os.sep, "/")
