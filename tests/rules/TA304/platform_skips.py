# flags: --extend-select TA304
import importlib.util
import os
import platform
import shutil
import sys
import unittest
from sys import platform as running_on

import pytest as pt

IS_WINDOWS = sys.platform == "win32"

try:
    import numpy
except ImportError:
    numpy = None


def test_sys_platform_under_an_alias():
    if running_on.startswith("win"):
        pt.skip("posix only")  # TA304
    assert os.sep == "/"


def test_os_name_and_platform_module():
    if os.name == "nt":
        pt.skip("posix only")  # TA304
    if platform.system() == "Darwin":
        pt.skip("not on macOS")  # TA304
    assert os.name


def test_environment():
    if "CI" in os.environ:
        pt.skip("too slow for CI")  # TA304
    if not os.environ.get("RUN_SLOW"):
        pt.skip("slow")  # TA304
    if os.getenv("NO_NETWORK"):
        pt.skip("offline")  # TA304
    assert True


def test_tools_and_modules():
    if shutil.which("git") is None:
        pt.skip("needs git")  # TA304
    if importlib.util.find_spec("lxml") is None:
        pt.skip("needs lxml")  # TA304
    assert shutil.which("git")


def test_python_version_and_module_flags():
    if sys.version_info < (3, 12):
        pt.skip("needs 3.12")  # TA304
    if IS_WINDOWS:
        pt.skip("posix only")  # TA304
    if numpy is None:
        pt.skip("needs numpy")  # TA304
    assert True


def test_local_flag_and_else_branch():
    windows = sys.platform == "win32"
    if not windows:
        assert os.sep == "/"
    else:
        pt.skip("posix only")  # TA304


def test_nested_ifs_report_once(mode):
    if sys.platform == "win32":
        if mode == "fork":
            pt.skip("no fork on Windows")  # TA304


def test_import_error_handler():
    try:
        import yaml
    except ImportError:
        pt.skip("needs yaml")  # TA304
    assert yaml.safe_load("a: 1") == {"a": 1}


def test_raise_pytest_skip_exception():
    if os.name == "nt":
        raise pt.skip.Exception("posix only")  # TA304
    assert True


def test_nested_function_in_a_test():
    def check():
        if sys.platform == "win32":
            pt.skip("posix only")  # TA304
        return True

    assert check()


async def test_async():
    if sys.platform == "win32":
        pt.skip("posix only")  # TA304
    assert True


class TestPytestClass:
    def test_method(self):
        if hasattr(os, "fork") is False:
            pt.skip("needs fork")  # TA304
        assert os.fork


class TestUnittestClass(unittest.TestCase):
    def test_skip_test(self):
        if sys.platform == "win32":
            self.skipTest("posix only")  # TA304
        self.assertTrue(True)

    def test_raise_skip_test(self):
        if os.geteuid() == 0:
            raise unittest.SkipTest("not as root")  # TA304
        self.assertTrue(True)
