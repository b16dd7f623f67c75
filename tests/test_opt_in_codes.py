"""Opt-in codes report when select / extend-select names them or a prefix more
specific than ``TA`` (as flake8-bugbear's ``B9``).

TA104 (a wall-clock read in a test body) is off by default; TA101 (a sleep) is on.
``TA`` alone turns on the default codes only, and no ``ignore`` setting switches
an opt-in code on.
"""

from __future__ import annotations

import pytest

from tests.flake8_runner import run_flake8, write_files

pytestmark = pytest.mark.integration

TEST_FILE = "tests/test_clock.py"
SOURCE = """\
import time


def test_worker_drains_queue():
    time.sleep(1)


def test_elapsed_time_is_positive():
    started = time.time()
    assert started > 0
"""
WATCHED = {"TA101", "TA104"}
DEFAULT_ONLY = {"TA101"}
BOTH = {"TA101", "TA104"}
OPT_IN_ONLY = {"TA104"}


def _flags(*flags, expected):
    return {}, list(flags), expected


def _config(text, expected):
    return {"setup.cfg": f"[flake8]\n{text}\n"}, [], expected


CASES = {
    "no-options": _flags(expected=DEFAULT_ONLY),
    "--select TA": _flags("--select", "TA", expected=DEFAULT_ONLY),
    "--select TA1": _flags("--select", "TA1", expected=BOTH),
    "--select TA10": _flags("--select", "TA10", expected=BOTH),
    "--select TA9": _flags("--select", "TA9", expected=set()),
    "--select T": _flags("--select", "T", expected=DEFAULT_ONLY),
    "--extend-select TA9": _flags("--extend-select", "TA9", expected=DEFAULT_ONLY),
    "--select TA1 --extend-ignore TA104": _flags(
        "--select", "TA1", "--extend-ignore", "TA104", expected=DEFAULT_ONLY
    ),
    "config extend-select = TA10": _config("extend-select = TA10", expected=BOTH),
    "--extend-select TA": _flags("--extend-select", "TA", expected=DEFAULT_ONLY),
    "--extend-select TA1": _flags("--extend-select", "TA1", expected=BOTH),
    "--ignore E501": _flags("--ignore", "E501", expected=DEFAULT_ONLY),
    "--extend-ignore E501": _flags("--extend-ignore", "E501", expected=DEFAULT_ONLY),
    "config select = TA": _config("select = TA", expected=DEFAULT_ONLY),
    "config ignore = E501": _config("ignore = E501", expected=DEFAULT_ONLY),
    "--extend-select TA104": _flags("--extend-select", "TA104", expected=BOTH),
    "--extend-select=TA101,TA104": _flags("--extend-select=TA101,TA104", expected=BOTH),
    "--select TA --extend-select TA104": _flags(
        "--select", "TA", "--extend-select", "TA104", expected=BOTH
    ),
    "--select TA104": _flags("--select", "TA104", expected=OPT_IN_ONLY),
    "config select = TA104": _config("select = TA104", expected=OPT_IN_ONLY),
    "config extend-select = TA104": _config("extend-select = TA104", expected=BOTH),
}


@pytest.mark.parametrize(("files", "flags", "expected"), CASES.values(), ids=CASES.keys())
def test_opt_in_code_reports_when_named_or_under_a_prefix_finer_than_ta(
    tmp_path, files, flags, expected
):
    write_files(tmp_path, {**files, TEST_FILE: SOURCE})

    result = run_flake8([*flags, TEST_FILE], cwd=tmp_path)

    assert (set(result.codes()) & WATCHED, result.stderr) == (expected, "")
