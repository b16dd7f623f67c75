"""The `flake8-testarch` command's rules, explain and docs output, run as users run it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from flake8_testarch.docs import rule_page
from flake8_testarch.core.registry import all_rules, rule_for
from tests.flake8_runner import TIMEOUT_SECONDS

pytestmark = pytest.mark.integration

CLI = Path(sys.executable).parent / "flake8-testarch"


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(CLI), *args], cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT_SECONDS
    )


def test_rules_prints_a_header_and_one_row_per_code(tmp_path):
    result = run("rules", cwd=tmp_path)

    lines = result.stdout.splitlines()
    assert [line.split()[0] for line in lines] == ["code", *(r.code for r in all_rules())]


def test_rules_row_gives_name_default_and_summary(tmp_path):
    result = run("rules", cwd=tmp_path)

    row = next(line for line in result.stdout.splitlines() if line.startswith("TA104 "))
    assert row.split(None, 3) == ["TA104", "wall-clock-read", "off", rule_for("TA104").summary]


def test_explain_prints_the_rule_documentation(tmp_path):
    result = run("explain", "TA101", cwd=tmp_path)

    page = rule_page(rule_for("TA101"), for_terminal=True)
    assert (result.returncode, result.stdout) == (0, page)


def test_explain_page_has_the_docstring_sections(tmp_path):
    result = run("explain", "ta101", cwd=tmp_path)

    headings = [line for line in result.stdout.splitlines() if line.startswith("#")]
    assert headings == [
        "# TA101 sleep-in-test",
        "## What it flags",
        "## Why it is bad",
        "## Example",
        "## Use instead",
        "## Options",
    ]


def test_explain_unknown_code_is_an_error_with_exit_status_2(tmp_path):
    result = run("explain", "TA999", cwd=tmp_path)

    assert (result.returncode, result.stdout, result.stderr) == (
        2,
        "",
        "flake8-testarch: unknown code or rule name 'TA999'; 'flake8-testarch rules' lists them\n",
    )


@pytest.mark.parametrize("name", ["sleep-in-test", "Sleep_In_Test"])
def test_explain_takes_a_rule_name_as_well_as_a_code(tmp_path, name):
    by_name, by_code = run("explain", name, cwd=tmp_path), run("explain", "TA101", cwd=tmp_path)

    assert (by_name.returncode, by_name.stdout) == (0, by_code.stdout)


def test_python_dash_m_runs_the_same_command(tmp_path):
    module = subprocess.run(
        [sys.executable, "-m", "flake8_testarch", "rules"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
    )

    assert (module.returncode, module.stdout) == (0, run("rules", cwd=tmp_path).stdout)


def test_no_command_prints_usage_and_exits_2(tmp_path):
    result = run(cwd=tmp_path)

    assert (result.returncode, result.stderr.startswith("usage: flake8-testarch")) == (2, True)
