"""TA801/TA802 regex options through the real flake8 executable: a list of
patterns one per line in a config file, and a value that is not a regular
expression, which must stop flake8 with one line naming the option."""

import pytest

from tests.flake8_runner import run_flake8, write_files

pytestmark = pytest.mark.integration

TEST_FILE = "tests/test_names.py"
NAMES = """\
def test_import_passes():
    assert True


def test_login_works():
    assert True


def test_12():
    assert True
"""
PATTERNS_PER_LINE = """\
[flake8]
testarch-forbidden-name-patterns =
    .+_passes
    test_[0-9]{1,3}
"""
BAD_VALUES = [
    pytest.param("--testarch-forbidden-name-patterns=test_(", id="TA801"),
    pytest.param("--testarch-name-pattern=test_[a-", id="TA802"),
]


def test_patterns_one_per_line_in_config_replace_the_defaults(tmp_path):
    write_files(tmp_path, {"setup.cfg": PATTERNS_PER_LINE, TEST_FILE: NAMES})

    result = run_flake8(["--select", "TA801", TEST_FILE], cwd=tmp_path)

    assert {(report.line, report.code) for report in result.reports} == {
        (1, "TA801"),
        (9, "TA801"),
    }, result.stdout + result.stderr


@pytest.mark.parametrize("flag", BAD_VALUES)
def test_bad_regex_stops_flake8_with_one_line_naming_the_option(tmp_path, flag):
    write_files(tmp_path, {TEST_FILE: NAMES})

    result = run_flake8([flag, TEST_FILE], cwd=tmp_path)

    lines = [line for line in result.stderr.splitlines() if line.strip()]
    option = flag.split("=", 1)[0]
    assert (result.returncode != 0, [option in line for line in lines]) == (True, [True]), (
        result.stderr
    )
