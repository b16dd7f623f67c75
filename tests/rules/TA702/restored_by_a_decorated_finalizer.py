# Shared state put back by a function registered with the registration
# method as its decorator (`@request.addfinalizer`, `@self.addCleanup`).
import sys
import unittest

import pytest


@pytest.fixture
def plugin_folder(request, tmp_path):
    sys.path.insert(0, str(tmp_path))

    @request.addfinalizer
    def drop_plugin_folder():
        sys.path.remove(str(tmp_path))

    return tmp_path


def test_argv_of_a_command(request):
    saved_argv = sys.argv[:]

    @request.addfinalizer
    def put_argv_back():
        sys.argv[:] = saved_argv

    sys.argv[:] = ["tool", "--help"]
    assert sys.argv[1] == "--help"


def test_finalizer_puts_back_something_else(request):
    saved_argv = sys.argv[:]

    @request.addfinalizer
    def put_argv_back():
        sys.argv[:] = saved_argv

    sys.path.append("/opt/plugins")  # TA702
    assert sys.path[-1] == "/opt/plugins"


class ArgvTest(unittest.TestCase):
    def test_program_name(self):
        saved_argv = sys.argv
        sys.argv = ["tool"]

        @self.addCleanup
        def put_argv_back():
            sys.argv = saved_argv

        self.assertEqual(sys.argv[0], "tool")
