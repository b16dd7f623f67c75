"""The lockstep benchmark (benchmarks/lockstep.py): each worker reports what the
flake8 command reports, and the ratio compares runs of the same round."""

from __future__ import annotations

import os

import pytest

from tests.benchmark_modules import load
from tests.flake8_runner import run_flake8, write_files

pytestmark = pytest.mark.integration

lockstep = load("lockstep")

FILES = {
    "test_clean.py": (
        "import pytest\n\n\n@pytest.mark.unit\ndef test_one():\n    assert 1 + 1 == 2\n"
    ),
    "test_dirty.py": (
        "import os\nimport time\n\n\ndef test_two():\n    time.sleep(1)\n    assert os.sep\n"
    ),
}
SELECT = ("F", "TA")


def _flags():
    return ["--isolated", "--select", ",".join(SELECT)]


def test_workers_report_what_the_flake8_command_reports(tmp_path):
    write_files(tmp_path, FILES)
    configs = {"only F": lockstep.worker_command(("F",), ["--isolated", "--select", "F"]),
               "F and TA": lockstep.worker_command(SELECT, _flags())}

    runs = lockstep.measure(configs, sorted(FILES), 1, dict(os.environ), cwd=tmp_path)

    command = run_flake8([*_flags(), *sorted(FILES)], cwd=tmp_path)
    expected: dict[str, int] = {}
    for report in command.reports:
        expected[report.code] = expected.get(report.code, 0) + 1
    assert runs["F and TA"][0][1] == expected


def test_the_ratio_is_the_median_of_the_ratios_within_rounds():
    # Round 2 caught flake8 alone in a fast moment (8 s); the best-run ratio
    # (11 / 8) takes that for the plugin's cost, the median within rounds
    # does not.
    runs = {
        "alone": [(10.0, {}), (8.0, {}), (20.0, {})],
        "ta": [(11.0, {}), (12.0, {}), (22.0, {})],
    }

    within, best, _rounds = lockstep.ratios(runs, "alone")["ta"]

    assert (within, best) == (pytest.approx(1.1), pytest.approx(11.0 / 8.0))
