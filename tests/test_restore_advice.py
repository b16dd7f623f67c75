"""The restore a TA701/TA702 message advises fits the kind of test: pytest's
``monkeypatch`` in a pytest test, ``unittest.mock`` or ``addCleanup`` in a
``unittest.TestCase``, whose tests get no fixtures."""

from __future__ import annotations

import pytest

from tests.robustness import lint

pytestmark = pytest.mark.unit

SOURCE = '''\
import os
import sys
import unittest

import app.config as config


class ServerTest(unittest.TestCase):
    def test_in_a_test_case(self):
        os.environ["SERVER_ADDRESS"] = "127.0.0.1:0"
        config.DEBUG = True
        self.assertTrue(config.DEBUG)


def test_in_a_pytest_function():
    os.environ["SERVER_PORT"] = "0"
    config.DEBUG = True
    assert config.DEBUG


class SharedScriptChecks(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        sys.argv = sys.argv[:1]

    def test_help(self):
        self.assertTrue(self.command)


class HelpOfServe(SharedScriptChecks):
    command = "serve"


del SharedScriptChecks
'''


def _messages(tmp_path, code: str, source: str = SOURCE) -> dict[int, str]:
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "__init__.py").write_text("")
    (tmp_path / "app" / "config.py").write_text("DEBUG = False\n")
    (tmp_path / "tests").mkdir()
    path = tmp_path / "tests" / "test_server.py"
    path.write_text(source)
    return {line: text for line, _col, text in lint(source, path) if text.startswith(code)}


def test_environment_advice_follows_the_kind_of_test(tmp_path):
    found = _messages(tmp_path, "TA701")

    assert "patch.dict(os.environ, ...) or self.addCleanup(...)" in found[10]
    assert "monkeypatch.setenv" in found[16]


def test_state_advice_follows_the_kind_of_test(tmp_path):
    found = _messages(tmp_path, "TA702")

    assert "unittest.mock.patch.object(...) or self.addCleanup(...)" in found[11]
    assert "monkeypatch.setattr" in found[17]


def test_a_deleted_test_case_base_gets_the_unittest_advice(tmp_path):
    found = _messages(tmp_path, "TA702")

    assert "unittest.mock.patch.object(...) or self.addCleanup(...)" in found[24]


BRANCHES = '''\
import os


def test_time_zone_given_or_taken_away(zone):
    if zone is not None:
        os.environ["TZ"] = zone
    elif "TZ" in os.environ:
        del os.environ["TZ"]
    assert zone


def test_time_zone_set_then_taken_away(zone):
    os.environ["TZ"] = zone
    assert zone
    del os.environ["TZ"]
'''


def test_a_restore_is_never_named_in_the_other_branch_of_an_if(tmp_path):
    messages = _messages(tmp_path, "TA701", BRANCHES)
    assert "restored on line" not in messages[6]
    assert "restored on line 15" in messages[13]


MOVES = '''\
import os


def test_moves_from_one_clone_to_the_next(tmp_path):
    first = os.path.join(tmp_path, "one")
    second = os.path.join(tmp_path, "two")
    os.chdir(first)
    assert os.listdir(".") == []
    os.chdir(second)
    assert os.listdir(".") == []


def test_moves_back_where_it_started(tmp_path):
    started = os.getcwd()
    os.chdir(tmp_path)
    assert os.listdir(".") == []
    os.chdir(started)
'''


def test_a_move_to_the_next_folder_is_no_restore(tmp_path):
    messages = _messages(tmp_path, "TA702", MOVES)
    assert "restored on line" not in messages[7]
    assert "restored on line 17" in messages[15]


KEYS = '''\
import os

HOME_TAG = "TOOL_HOME"
JAVA_TAG = "TOOL_JAVA_HOME"


def test_two_variables_named_by_constants(tool_home, java_home):
    os.environ[HOME_TAG] = tool_home
    os.environ[JAVA_TAG] = java_home
    assert tool_home


def test_one_variable_set_then_put_back(saved, tool_home):
    os.environ[HOME_TAG] = tool_home
    assert tool_home
    os.environ[HOME_TAG] = saved
'''


def test_a_write_of_another_computed_key_is_no_restore(tmp_path):
    messages = _messages(tmp_path, "TA701", KEYS)
    assert "restored on line" not in messages[8]
    assert "restored on line 16" in messages[14]
