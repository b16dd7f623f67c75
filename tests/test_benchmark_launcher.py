"""The benchmark launcher's stages (flake8_with.py --testarch-stops-at), run as
the instruction count runs them: a real flake8 process on a real file."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.benchmark_modules import BENCHMARKS

pytestmark = pytest.mark.integration

SLEEPING_TEST = "import time\n\n\ndef test_waits():\n    time.sleep(1)\n    assert time.time()\n"


def _launch(tmp_path, *stage: str) -> subprocess.CompletedProcess:
    test_file = tmp_path / "test_waits.py"
    test_file.write_text(SLEEPING_TEST)
    codes = "E,W,F,C90,TA"
    return subprocess.run(
        [sys.executable, str(BENCHMARKS / "flake8_with.py"), codes, *stage, "--",
         "--isolated", "--select", codes, str(test_file)],
        capture_output=True, text=True, check=False, cwd=tmp_path, timeout=120,
    )


def _testarch_reports(stdout: str) -> list[str]:
    return [line for line in stdout.splitlines() if ": TA" in line]


def test_the_analysis_stage_drops_every_report_it_made(tmp_path):
    made = _testarch_reports(_launch(tmp_path).stdout)
    stopped = _launch(tmp_path, "--testarch-stops-at", "analysis")

    assert made and _testarch_reports(stopped.stdout) == []
    assert f"flake8-testarch reports dropped: {len(made)}" in stopped.stderr


def test_the_loading_stage_checks_no_file(tmp_path):
    stopped = _launch(tmp_path, "--testarch-stops-at", "loading")

    assert _testarch_reports(stopped.stdout) == []
    assert "flake8-testarch reports dropped: 0" in stopped.stderr
