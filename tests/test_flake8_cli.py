"""End to end: the real flake8 executable, the plugin loaded through its installed entry point."""

from __future__ import annotations

import pytest

from flake8_testarch import __version__
from tests.flake8_runner import run_flake8, write_files

pytestmark = pytest.mark.integration

SLEEPING_TEST = """\
import time


def test_worker_drains_queue():
    time.sleep(1)
"""
SLEEP_AT = (5, 5)
TEST_FILE = "tests/test_x.py"
APP_FILE = "src/app/util.py"


def sleeping_at(path: str) -> set[tuple[str, int, int, str]]:
    return {(path, *SLEEP_AT, "TA101")}


# --- test files and other files -------------------------------------------------


def test_sleep_in_test_file_is_reported_at_its_line_and_column(tmp_path):
    write_files(tmp_path, {TEST_FILE: SLEEPING_TEST})

    result = run_flake8([TEST_FILE], cwd=tmp_path)

    assert result.located("TA101") == sleeping_at(TEST_FILE)


def test_sleep_in_non_test_file_reports_nothing(tmp_path):
    write_files(tmp_path, {APP_FILE: SLEEPING_TEST})

    result = run_flake8([APP_FILE], cwd=tmp_path)

    assert (result.returncode, result.reports, result.stderr) == (0, (), "")


def test_stdin_with_test_display_name_reports_under_that_name(tmp_path):
    result = run_flake8(["--stdin-display-name", TEST_FILE, "-"], cwd=tmp_path, stdin=SLEEPING_TEST)

    assert result.located("TA101") == sleeping_at(TEST_FILE)


def test_stdin_with_non_test_display_name_reports_nothing(tmp_path):
    result = run_flake8(
        ["--stdin-display-name", "src/util.py", "-"], cwd=tmp_path, stdin=SLEEPING_TEST
    )

    assert (result.returncode, result.reports, result.stderr) == (0, (), "")


# --- parallel runs ----------------------------------------------------------------

PARALLEL_FILES = {
    "tests/test_a.py": SLEEPING_TEST,
    "tests/test_b.py": "import time\n\n\ndef test_b():\n    x = 1\n    time.sleep(x)\n",
    "tests/unit/test_c.py": "from time import sleep\n\n\ndef test_c():\n    sleep(2)\n",
    "tests/d_test.py": "import asyncio\n\n\nasync def test_d():\n    await asyncio.sleep(1)\n",
    APP_FILE: SLEEPING_TEST,
}
PARALLEL_EXPECTED = {
    ("tests/test_a.py", 5, 5, "TA101"),
    ("tests/test_b.py", 6, 5, "TA101"),
    ("tests/unit/test_c.py", 5, 5, "TA101"),
    ("tests/d_test.py", 5, 11, "TA101"),
}


def test_two_jobs_report_exactly_what_one_job_reports(tmp_path):
    write_files(tmp_path, PARALLEL_FILES)
    paths = sorted(PARALLEL_FILES)

    serial = run_flake8(["--jobs", "1", *paths], cwd=tmp_path)
    parallel = run_flake8(["--jobs", "2", *paths], cwd=tmp_path)

    assert (serial.located("TA101"), parallel.reports) == (PARALLEL_EXPECTED, serial.reports)


# --- noqa -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("comment", "expected"),
    [
        pytest.param("# noqa: TA101", set(), id="noqa-TA101"),
        pytest.param("# noqa:TA101,E501", set(), id="noqa-list-with-TA101"),
        pytest.param("# noqa: E501", sleeping_at(TEST_FILE), id="noqa-E501-only"),
        pytest.param("# noqa: TA102", sleeping_at(TEST_FILE), id="noqa-other-TA-code"),
    ],
)
def test_noqa_suppresses_only_the_codes_it_names(tmp_path, comment, expected):
    source = SLEEPING_TEST.replace("time.sleep(1)", f"time.sleep(1)  {comment}")
    write_files(tmp_path, {TEST_FILE: source})

    result = run_flake8([TEST_FILE], cwd=tmp_path)

    assert (result.located("TA101"), result.stderr) == (expected, "")


# --- configuration files ------------------------------------------------------------


def _ini_config(file_name: str, section: str):
    def write(root, key, value):
        write_files(root, {file_name: f"[{section}]\n{key} = {value}\n"})

    return write


def _pyproject_config(root, key, value):
    pytest.importorskip("flake8p", reason="flake8-pyproject is not installed")
    write_files(root, {"pyproject.toml": f'[tool.flake8]\n{key} = "{value}"\n'})


CONFIG_WRITERS = {
    "setup.cfg": _ini_config("setup.cfg", "flake8"),
    "tox.ini": _ini_config("tox.ini", "flake8"),
    ".flake8": _ini_config(".flake8", "flake8"),
    "pyproject.toml": _pyproject_config,
}


@pytest.mark.parametrize("config_file", sorted(CONFIG_WRITERS))
def test_extend_ignore_from_config_file_silences_the_code(tmp_path, config_file):
    CONFIG_WRITERS[config_file](tmp_path, "extend-ignore", "TA101")
    write_files(tmp_path, {TEST_FILE: SLEEPING_TEST})

    result = run_flake8([TEST_FILE], cwd=tmp_path)

    assert (result.codes("TA101"), result.stderr) == ([], "")


@pytest.mark.parametrize("config_file", sorted(CONFIG_WRITERS))
def test_test_files_option_from_config_file_makes_matching_file_a_test_file(
    tmp_path, config_file
):
    CONFIG_WRITERS[config_file](tmp_path, "testarch-test-files", "check_*.py")
    write_files(tmp_path, {"tests/check_x.py": SLEEPING_TEST})

    result = run_flake8(["tests/check_x.py"], cwd=tmp_path)

    assert result.located("TA101") == sleeping_at("tests/check_x.py")


# --- the project's pytest configuration ------------------------------------------------


def test_python_files_from_pytest_ini_makes_matching_file_a_test_file(tmp_path):
    write_files(
        tmp_path,
        {"pytest.ini": "[pytest]\npython_files = check_*.py\n", "tests/check_x.py": SLEEPING_TEST},
    )

    result = run_flake8(["tests/check_x.py"], cwd=tmp_path)

    assert result.located("TA101") == sleeping_at("tests/check_x.py")


def test_pytest_ini_with_an_apostrophe_in_a_setting_still_gets_reports(tmp_path):
    pytest_ini = "[pytest]\nmarkers =\n    slow: tests that don't finish quickly\n"
    write_files(tmp_path, {"pytest.ini": pytest_ini, TEST_FILE: SLEEPING_TEST})

    result = run_flake8([TEST_FILE], cwd=tmp_path)

    watched = {report for report in result.located() if report[3] in {"TA000", "TA101"}}
    assert watched == sleeping_at(TEST_FILE), result.stdout


# --- invalid option values ------------------------------------------------------------

BAD_BUDGET = [
    pytest.param({}, ["--testarch-inference-budget=abc"], id="command-line"),
    pytest.param({"setup.cfg": "[flake8]\ntestarch-inference-budget = abc\n"}, [], id="setup.cfg"),
]


@pytest.mark.parametrize(("files", "flags"), BAD_BUDGET)
def test_invalid_option_value_exits_non_zero_without_traceback(tmp_path, files, flags):
    write_files(tmp_path, {**files, TEST_FILE: SLEEPING_TEST})

    result = run_flake8([*flags, TEST_FILE], cwd=tmp_path)

    assert (result.returncode != 0, "Traceback" in result.stderr) == (True, False)


@pytest.mark.parametrize(("files", "flags"), BAD_BUDGET)
def test_invalid_option_value_prints_one_line_naming_option_and_accepted_values(
    tmp_path, files, flags
):
    write_files(tmp_path, {**files, TEST_FILE: SLEEPING_TEST})

    result = run_flake8([*flags, TEST_FILE], cwd=tmp_path)

    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert [
        ("--testarch-inference-budget" in line, "whole number" in line) for line in lines
    ] == [(True, True)], result.stderr


# --- version ------------------------------------------------------------------------


def test_version_lists_the_plugin_and_its_version(tmp_path):
    result = run_flake8(["--version"], cwd=tmp_path)

    assert f"flake8-testarch: {__version__}" in result.stdout
