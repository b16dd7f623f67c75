"""The TA6xx options: what they accept, and the one clear line a bad value gives."""

from __future__ import annotations

import argparse

import pytest

from flake8_testarch.core.registry import rule_for
from flake8_testarch.core.settings import parse_option_values
from tests.flake8_runner import run_flake8, write_files


def _parsed(code: str, **values):
    return parse_option_values(argparse.Namespace(**values), rule_for(code).options)


@pytest.mark.unit
def test_banned_modules_default_to_the_backport_alone():
    assert _parsed("TA601") == {"testarch_banned_mock_modules": ("mock",)}


@pytest.mark.unit
def test_banned_modules_from_a_config_list():
    values = _parsed("TA601", testarch_banned_mock_modules=["mock", " unittest.mock "])
    assert values["testarch_banned_mock_modules"] == ("mock", "unittest.mock")


@pytest.mark.unit
def test_banned_modules_empty_bans_nothing():
    assert _parsed("TA601", testarch_banned_mock_modules=[])["testarch_banned_mock_modules"] == ()


@pytest.mark.unit
def test_banned_module_that_is_not_a_module_name_ends_flake8_with_one_line():
    with pytest.raises(SystemExit) as stopped:
        _parsed("TA601", testarch_banned_mock_modules=["mock", "pytest-mock"])
    assert str(stopped.value) == (
        "flake8-testarch: invalid value for --testarch-banned-mock-modules: expected "
        "comma-separated module names such as 'mock,pytest_mock', got 'pytest-mock'"
    )


@pytest.mark.unit
def test_never_mock_defaults_to_nothing():
    assert _parsed("TA603") == {"testarch_never_mock": ()}


@pytest.mark.unit
def test_never_mock_keeps_globs():
    values = _parsed("TA603", testarch_never_mock=["app.security.*", "*.migrations.?ur"])
    assert values["testarch_never_mock"] == ("app.security.*", "*.migrations.?ur")


@pytest.mark.unit
def test_never_mock_path_instead_of_dotted_name_ends_flake8_with_one_line():
    with pytest.raises(SystemExit) as stopped:
        _parsed("TA603", testarch_never_mock=["app/security.py"])
    assert str(stopped.value) == (
        "flake8-testarch: invalid value for --testarch-never-mock: expected comma-separated "
        "globs over dotted names such as 'app.security.*', got 'app/security.py'"
    )


@pytest.mark.integration
def test_bad_option_value_through_real_flake8_is_one_line_without_traceback(tmp_path):
    write_files(tmp_path, {"tests/test_x.py": "def test_x():\n    assert True\n"})

    result = run_flake8(["--testarch-never-mock=app/security", "tests/test_x.py"], cwd=tmp_path)

    assert (result.returncode, result.stderr.strip().splitlines()) == (
        1,
        [
            "flake8-testarch: invalid value for --testarch-never-mock: expected "
            "comma-separated globs over dotted names such as 'app.security.*', "
            "got 'app/security'"
        ],
    )


@pytest.mark.integration
def test_never_mock_from_setup_cfg_reports_the_protected_patch(tmp_path):
    write_files(
        tmp_path,
        {
            "setup.cfg": "[flake8]\ntestarch-never-mock =\n    app.security.*\n",
            "tests/test_x.py": (
                "from unittest.mock import patch\n\n\n"
                "def test_x():\n"
                "    with patch('app.security.check', autospec=True):\n"
                "        assert True\n"
            ),
        },
    )

    result = run_flake8(["--select", "TA603", "tests/test_x.py"], cwd=tmp_path)

    assert result.located("TA603") == {("tests/test_x.py", 5, 10, "TA603")}
