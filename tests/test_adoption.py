"""The adoption path end to end, on a legacy suite of 150 files written for the test
(tests/legacy_suite.py): report, categorize --write, fix --write, baseline write,
then flake8 is green; new findings are still reported. Every step runs the
installed commands (``flake8-testarch``, ``flake8``) in a subprocess."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.flake8_runner import FLAKE8, TIMEOUT_SECONDS, parse_reports
from tests.legacy_suite import write_suite

pytestmark = pytest.mark.integration

CLI = Path(sys.executable).parent / "flake8-testarch"
_DECISION = re.compile(r"^# (?P<test>\S+): (?P<category>\w+) \((?P<reason>.*)\)$")

NEW_SLEEP = (
    "\n\ndef test_waits_for_the_cache():\n    time.sleep(0.01)\n"
    "    assert calc.add(1, 1) == 2\n"
)
NEW_UNMARKED = "from shop import calc\n\n\ndef test_new_and_unmarked():\n" \
    "    assert calc.add(1, 1) == 2\n"
NEW_PATCH = (
    "\n\ndef test_new_patch():\n    with patch(\"shop.calc.add\") as add:\n"
    "        add.return_value = 0\n        assert calc.add(1, 1) == 0\n"
)


def _run(command, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(part) for part in command], cwd=cwd, capture_output=True, text=True,
        timeout=TIMEOUT_SECONDS * 3,
    )


@pytest.fixture(scope="module")
def adoption(tmp_path_factory):
    """Walks the adoption path once and keeps what each step printed."""
    suite = write_suite(tmp_path_factory.mktemp("legacy"))
    root = suite.root
    steps = {"suite": suite}
    steps["report"] = _run([CLI, "report"], root)
    before_plan = {path: path.read_text() for path in suite.files}
    steps["plan"] = _run([CLI, "categorize", "--reasons"], root)
    steps["changed by the plan"] = [p for p, text in before_plan.items() if p.read_text() != text]
    steps["categorize"] = _run([CLI, "categorize", "--write"], root)
    steps["category findings"] = _run([FLAKE8, "--select=TA201,TA202,TA203"], root)
    steps["categorize again"] = _run([CLI, "categorize"], root)
    before_fix = _run([FLAKE8], root)
    steps["fix"] = _run([CLI, "fix", "--write"], root)
    steps["after fix"] = (before_fix, _run([FLAKE8], root))
    steps["pytest"] = _run(
        [sys.executable, "-m", "pytest", "-q", "--strict-markers", "-p", "no:randomly",
         "-p", "no:cacheprovider"], root)
    config = root / "setup.cfg"
    config.write_text(config.read_text().replace(
        "[flake8]\n", "[flake8]\ntestarch-baseline = testarch-baseline.json\n"))
    steps["baseline"] = _run([CLI, "baseline", "write"], root)
    steps["green"] = _run([FLAKE8], root)
    steps["check"] = _run([CLI, "baseline", "check"], root)
    timing = root / "tests" / "timing" / "test_timing_00.py"
    timing.write_text(timing.read_text() + NEW_SLEEP)
    (root / "tests" / "pure" / "test_new.py").write_text(NEW_UNMARKED)
    mocking = root / "tests" / "mocking" / "test_mocking_00.py"
    mocking.write_text(mocking.read_text() + NEW_PATCH)
    steps["new findings"] = _run([FLAKE8], root)
    return steps


def test_report_counts_the_findings_per_code_with_their_cost(adoption):
    out = adoption["report"].stdout

    rows = {line.split()[0]: line.split()[1] for line in out.splitlines()
            if re.match(r"^  TA\d{3} ", line)}
    assert rows == {"TA602": "33", "TA704": "32", "TA101": "25", "TA701": "17"}
    assert "autospec=True" in next(line for line in out.splitlines() if "TA602" in line)


def test_report_suggests_categorize_then_fix_then_baseline(adoption):
    out = adoption["report"].stdout

    steps = [line.split(":")[0].strip() for line in out.split("Suggested order:\n")[1].splitlines()]
    assert steps == [
        "1. flake8-testarch categorize --write",
        "2. flake8-testarch fix --write",
        "3. flake8-testarch baseline write",
    ]


def test_categorize_decides_every_test_as_written(adoption):
    decided = {}
    for line in adoption["plan"].stdout.splitlines():
        match = _DECISION.match(line)
        if match:
            decided[match["test"]] = match["category"]

    assert decided == adoption["suite"].expected


def test_categorize_gives_each_integration_test_the_way_it_reaches(adoption):
    lines = adoption["plan"].stdout.splitlines()
    reasons = [line for line in lines if "::test_store_counts_" in line]

    assert reasons[0].endswith(
        "integration (reaches sqlite3.connect via Store() -> open_store())"
    )


def test_categorize_without_write_prints_a_diff_and_changes_nothing(adoption):
    diffs = [line for line in adoption["plan"].stdout.splitlines() if line.startswith("+++ b/")]

    assert (len(diffs), adoption["changed by the plan"]) == (len(adoption["suite"].files) + 1, [])


def test_categorize_silences_the_category_rules(adoption):
    result = adoption["category findings"]

    assert (result.returncode, parse_reports(result.stdout)) == (0, ())


def test_categorize_changes_nothing_the_second_time(adoption):
    result = adoption["categorize again"]

    assert (result.stdout, "nothing to mark" in result.stderr) == ("", True)


def test_fix_removes_its_findings_and_adds_none(adoption):
    before, after = adoption["after fix"]

    codes_before = {report.code for report in parse_reports(before.stdout)}
    codes_after = sorted({report.code for report in parse_reports(after.stdout)})
    assert (codes_before, codes_after) == ({"TA101", "TA602", "TA701", "TA704"}, ["TA101"])


def test_the_categorized_and_fixed_suite_still_passes(adoption):
    result = adoption["pytest"]

    assert (result.returncode, result.stdout.strip().splitlines()[-1].split(" passed")[0]) == (
        0, str(len(adoption["suite"].expected))
    )


def test_after_baseline_write_flake8_is_green_and_the_baseline_holds(adoption):
    outcome = [adoption[step].returncode for step in ("baseline", "green", "check")]

    assert (outcome, adoption["green"].stdout) == ([0, 0, 0], "")


def test_new_sleep_unmarked_test_and_patch_are_reported(adoption):
    reports = parse_reports(adoption["new findings"].stdout)

    found = sorted((Path(report.path).name, report.code) for report in reports)
    assert found == [
        ("test_mocking_00.py", "TA602"),
        ("test_new.py", "TA201"),
        ("test_timing_00.py", "TA101"),
    ]
