"""The ratchet baseline end to end: the real `flake8-testarch` command and real flake8
subprocesses on a small project written to disk."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from flake8_testarch import cli
from tests.flake8_runner import TIMEOUT_SECONDS, run_flake8, write_files

pytestmark = pytest.mark.integration

CLI = Path(sys.executable).parent / "flake8-testarch"
BASELINE = "testarch-baseline.json"
CONFIG = f"[flake8]\nselect = TA001,TA1\ntestarch-baseline = {BASELINE}\n"

CART = """\
import time


class TestCart:
    def test_total(self, cart):
        time.sleep(1)
        assert cart.total() == 3

    def test_empty(self, cart):
        assert cart.total() == 0


def test_checkout(shop):
    time.sleep(1)
    assert shop.orders == 1
"""
STOCK = """\
import threading


def test_restock(store):
    worker = threading.Thread(target=store.restock)
    worker.start()
    worker.join()
    assert store.count == 10
"""
PROJECT = {
    "setup.cfg": CONFIG,
    "tests/test_cart.py": CART,
    "tests/unit/test_stock.py": STOCK,
}
RECORDED = [
    ("tests/test_cart.py", "TA101", "TestCart.test_total"),
    ("tests/test_cart.py", "TA101", "test_checkout"),
    ("tests/unit/test_stock.py", "TA102", "test_restock"),
]


def run_cli(args, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(CLI), *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=False,
    )


def baselined_project(root: Path, files: dict[str, str] | None = None) -> Path:
    """The project on disk with its baseline written by the real command."""
    write_files(root, {**PROJECT, **(files or {})})
    written = run_cli(["baseline", "write"], cwd=root)
    assert written.returncode == 0, written.stderr
    return root


def edit(root: Path, relative: str, old: str, new: str) -> None:
    path = root / relative
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def entries(root: Path, name: str = BASELINE) -> list[dict]:
    lines = (root / name).read_text(encoding="utf-8").splitlines()
    assert lines[0] == '{"flake8-testarch-baseline": 2}'
    return [json.loads(line) for line in lines[1:]]


def recorded(root: Path, name: str = BASELINE) -> list[tuple[str, str, str]]:
    return [(e["path"], e["code"], e["scope"]) for e in entries(root, name)]


# --- write ---------------------------------------------------------------------------


def test_write_records_each_violation_by_path_code_and_scope(tmp_path):
    baselined_project(tmp_path)

    assert recorded(tmp_path) == RECORDED


def test_write_puts_one_violation_on_each_line_sorted(tmp_path):
    doubled = STOCK.replace("worker.join()", "worker.join()\n    worker.join()")
    baselined_project(tmp_path, {"tests/unit/test_stock.py": doubled})

    lines = (tmp_path / BASELINE).read_text(encoding="utf-8").splitlines()

    assert (len(lines), lines[1:] == sorted(lines[1:])) == (5, True)


def test_write_tells_what_it_recorded(tmp_path):
    write_files(tmp_path, PROJECT)

    result = run_cli(["baseline", "write"], cwd=tmp_path)

    assert result.stdout == f"wrote {BASELINE}: 3 violations in 2 files\n"


def test_flake8_reports_nothing_once_the_baseline_is_written(tmp_path):
    baselined_project(tmp_path)

    result = run_flake8([], cwd=tmp_path)

    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_write_with_paths_replaces_only_the_entries_under_them(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "    time.sleep(1)\n    assert shop", "    assert shop")
    edit(tmp_path, "tests/unit/test_stock.py", "worker.join()", "worker.join()\n    worker.join()")

    run_cli(["baseline", "write", "tests/unit"], cwd=tmp_path)

    assert [(path, scope) for path, _code, scope in recorded(tmp_path)] == [
        ("tests/test_cart.py", "TestCart.test_total"),
        ("tests/test_cart.py", "test_checkout"),
        ("tests/unit/test_stock.py", "test_restock"),
        ("tests/unit/test_stock.py", "test_restock"),
    ]


def test_write_with_baseline_option_uses_that_file(tmp_path):
    write_files(tmp_path, {**PROJECT, "setup.cfg": "[flake8]\nselect = TA001,TA1\n"})

    run_cli(["baseline", "write", "--baseline", "other/known.json"], cwd=tmp_path)

    assert entries(tmp_path, "other/known.json")[0]["path"] == "../tests/test_cart.py"


def test_write_without_a_configured_baseline_says_how_to_name_one(tmp_path):
    write_files(tmp_path, {**PROJECT, "setup.cfg": "[flake8]\nselect = TA001,TA1\n"})

    result = run_cli(["baseline", "write"], cwd=tmp_path)

    assert (result.returncode, result.stderr.splitlines()) == (
        2,
        [
            "flake8-testarch: no baseline file: set 'testarch-baseline = PATH' in the [flake8] "
            "section of setup.cfg, tox.ini or .flake8, or pass --baseline PATH"
        ],
    )


def test_write_leaves_violations_hidden_by_noqa_out_and_still_matches(tmp_path):
    noqa_first = CART.replace(
        "def test_checkout(shop):\n",
        "def test_checkout(shop):\n    time.sleep(2)  # noqa: TA101\n",
    )
    baselined_project(tmp_path, {"tests/test_cart.py": noqa_first})

    result = run_flake8([], cwd=tmp_path)

    assert (result.returncode, result.stdout) == (0, "")


# --- flake8 with the baseline ----------------------------------------------------------


def test_lines_inserted_above_a_recorded_violation_keep_it_suppressed(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "import time\n", "import time\n\n# a comment\nX = 1\n")

    result = run_flake8([], cwd=tmp_path)

    assert (result.returncode, result.stdout) == (0, "")


def test_fixed_violation_leaves_flake8_green(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "        time.sleep(1)\n", "")

    result = run_flake8([], cwd=tmp_path)

    assert (result.returncode, result.stdout) == (0, "")


def test_new_violation_written_above_a_recorded_one_is_the_one_reported(tmp_path):
    baselined_project(tmp_path)
    edit(
        tmp_path,
        "tests/test_cart.py",
        "    time.sleep(1)\n    assert shop",
        "    time.sleep(5)\n    time.sleep(1)\n    assert shop",
    )

    result = run_flake8([], cwd=tmp_path)

    assert result.located() == {("./tests/test_cart.py", 14, 5, "TA101")}


def test_second_violation_in_a_recorded_scope_is_reported(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "    assert shop", "    time.sleep(2)\n    assert shop")

    result = run_flake8([], cwd=tmp_path)

    assert result.located() == {("./tests/test_cart.py", 15, 5, "TA101")}


def test_same_violation_moved_to_another_test_is_reported(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "assert cart.total() == 0", "time.sleep(1)")

    result = run_flake8([], cwd=tmp_path)

    assert result.located() == {("./tests/test_cart.py", 10, 9, "TA101")}


def test_renamed_test_with_the_same_body_keeps_its_entry(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "def test_checkout", "def test_checkout_pays")

    lint, check = run_flake8([], cwd=tmp_path), run_cli(["baseline", "check"], cwd=tmp_path)

    assert (lint.returncode, lint.stdout, check.returncode) == (0, "", 0)


def test_test_moved_into_a_class_with_the_same_body_keeps_its_entry(tmp_path):
    baselined_project(tmp_path)
    edit(
        tmp_path,
        "tests/test_cart.py",
        "def test_checkout(shop):\n    time.sleep(1)\n    assert shop.orders == 1\n",
        "class TestShop:\n    def test_checkout(shop):\n        time.sleep(1)\n"
        "        assert shop.orders == 1\n",
    )

    result = run_flake8([], cwd=tmp_path)

    assert (result.returncode, result.stdout) == (0, "")


def test_renamed_test_whose_body_changed_is_reported(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "def test_checkout", "def test_checkout_pays")
    edit(tmp_path, "tests/test_cart.py", "shop.orders == 1", "shop.orders == 2")

    result = run_flake8([], cwd=tmp_path)

    assert result.located() == {("./tests/test_cart.py", 14, 5, "TA101")}


def test_stale_entry_of_a_code_not_selected_in_this_run_is_not_reported(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/unit/test_stock.py", "worker.join()", "worker.join(timeout=5)")

    result = run_flake8(["--select", "TA001,TA101"], cwd=tmp_path)

    assert (result.returncode, result.stdout) == (0, "")


def test_two_jobs_apply_the_baseline_as_one_job_does(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "        time.sleep(1)\n", "")
    edit(tmp_path, "tests/unit/test_stock.py", "    assert", "    worker.join()\n    assert")

    serial = run_flake8(["--jobs", "1"], cwd=tmp_path)
    parallel = run_flake8(["--jobs", "2"], cwd=tmp_path)

    assert (parallel.reports, serial.located()) == (
        serial.reports,
        {("./tests/unit/test_stock.py", 8, 5, "TA102")},
    )


def test_baseline_path_in_config_is_relative_to_the_config_file(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "    assert shop", "    time.sleep(2)\n    assert shop")

    result = run_flake8(["."], cwd=tmp_path / "tests")

    assert result.located() == {("./test_cart.py", 15, 5, "TA101")}


IN_CONF_INI = "[flake8]\nselect = TA001,TA1\ntestarch-baseline = conf/b.json\n"
CONFIG_FILES = {
    "setup.cfg": ("setup.cfg", [], IN_CONF_INI),
    "tox.ini": ("tox.ini", [], IN_CONF_INI),
    ".flake8": (".flake8", [], IN_CONF_INI),
    "--config": (
        "conf/lint.cfg",
        ["--config", "../conf/lint.cfg"],
        "[flake8]\nselect = TA001,TA1\ntestarch-baseline = b.json\n",
    ),
    "pyproject.toml": (
        "pyproject.toml",
        ["--toml-config", "../pyproject.toml"],
        '[tool.flake8]\nselect = "TA001,TA1"\ntestarch-baseline = "conf/b.json"\n',
    ),
}


@pytest.mark.parametrize("kind", sorted(CONFIG_FILES))
def test_baseline_path_is_relative_to_whichever_config_file_names_it(tmp_path, kind):
    if kind == "pyproject.toml":
        pytest.importorskip("flake8p", reason="flake8-pyproject is not installed")
    name, flags, text = CONFIG_FILES[kind]
    write_files(tmp_path, PROJECT)
    run_cli(["baseline", "write", "--baseline", "conf/b.json"], cwd=tmp_path)
    write_files(tmp_path, {"setup.cfg": "", name: text})
    edit(tmp_path, "tests/test_cart.py", "    assert shop", "    time.sleep(2)\n    assert shop")

    result = run_flake8([*flags, "."], cwd=tmp_path / "tests")

    assert result.located() == {("./test_cart.py", 15, 5, "TA101")}, result.stderr


def test_baseline_path_on_the_command_line_is_relative_to_the_working_directory(tmp_path):
    write_files(tmp_path, {**PROJECT, "setup.cfg": "[flake8]\nselect = TA001,TA1\n"})
    run_cli(["baseline", "write", "--baseline", "tests/known.json"], cwd=tmp_path)

    result = run_flake8(["--testarch-baseline=known.json", "."], cwd=tmp_path / "tests")

    assert (result.returncode, result.stdout) == (0, "")


def test_stdin_with_display_name_gets_the_baseline(tmp_path):
    baselined_project(tmp_path)

    result = run_flake8(
        ["--stdin-display-name", "tests/unit/test_stock.py", "-"], cwd=tmp_path, stdin=STOCK
    )

    assert (result.returncode, result.stdout) == (0, "")


UNSUPPRESSED = "; nothing is suppressed until it is fixed"
MISSING = (
    "baseline {}: no such file; create it with 'flake8-testarch baseline write' "
    "or correct --testarch-baseline"
)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_missing_baseline_is_one_finding_and_every_other_finding_stays(tmp_path, jobs):
    write_files(tmp_path, {**PROJECT, "setup.cfg": CONFIG.replace("TA1\n", "TA1,E302\n")})
    edit(tmp_path, "tests/unit/test_stock.py", "\n\ndef test_restock", "\ndef test_restock")

    result = run_flake8(["--jobs", jobs], cwd=tmp_path)

    assert (result.returncode, sorted((r.code, r.text) for r in result.reports)[:2]) == (
        1,
        [
            ("E302", "expected 2 blank lines, found 1"),
            ("TA001", MISSING.format(tmp_path / BASELINE) + UNSUPPRESSED),
        ],
    )
    assert [r.code for r in result.reports].count("TA101") == 2


def test_missing_baseline_with_ta001_not_selected_is_one_line_on_stderr(tmp_path):
    write_files(tmp_path, PROJECT)

    result = run_flake8(["--select", "TA1", "--jobs", "2"], cwd=tmp_path)

    assert (result.returncode, len(result.reports), result.stderr.splitlines()) == (
        1,
        3,
        ["flake8-testarch: " + MISSING.format(tmp_path / BASELINE)],
    )


def test_record_option_is_not_shown_in_flake8_help(tmp_path):
    result = run_flake8(["--help"], cwd=tmp_path)

    assert ("--testarch-baseline " in result.stdout, "baseline-record" in result.stdout) == (
        True,
        False,
    )


# --- a corrupt file ------------------------------------------------------------------

BROKEN = '{"flake8-testarch-baseline": 2}\n<<<<<<< HEAD\n'
BROKEN_PROBLEM = (
    "line 2 is not valid JSON (column 1: Expecting value); a git conflict left in it? "
    "see the README's baseline section"
)


def test_corrupt_baseline_is_one_finding_naming_file_and_problem(tmp_path):
    write_files(tmp_path, {**PROJECT, BASELINE: BROKEN})

    result = run_flake8([], cwd=tmp_path)

    assert (result.returncode, [r.text for r in result.reports if r.code == "TA001"]) == (
        1,
        [f"baseline {tmp_path / BASELINE}: {BROKEN_PROBLEM}{UNSUPPRESSED}"],
    )


def test_corrupt_baseline_stops_check_with_one_line_naming_file_and_problem(tmp_path):
    write_files(tmp_path, {**PROJECT, BASELINE: BROKEN})

    result = run_cli(["baseline", "check"], cwd=tmp_path)

    assert (result.returncode, result.stdout, result.stderr.splitlines()) == (
        2,
        "",
        [f"flake8-testarch: baseline {tmp_path / BASELINE}: {BROKEN_PROBLEM}"],
    )


def test_write_refuses_to_overwrite_a_corrupt_baseline(tmp_path):
    write_files(tmp_path, {**PROJECT, BASELINE: BROKEN})

    result = run_cli(["baseline", "write"], cwd=tmp_path)

    assert (result.returncode, result.stderr.splitlines(), (tmp_path / BASELINE).read_text()) == (
        2,
        [
            f"flake8-testarch: baseline {tmp_path / BASELINE}: {BROKEN_PROBLEM}; "
            "not overwritten (fix or delete it, or pass --force)"
        ],
        BROKEN,
    )


def test_write_with_force_replaces_a_corrupt_baseline(tmp_path):
    write_files(tmp_path, {**PROJECT, BASELINE: BROKEN})

    run_cli(["baseline", "write", "--force"], cwd=tmp_path)

    assert recorded(tmp_path) == RECORDED


def test_failure_between_write_and_rename_leaves_the_old_file_whole(tmp_path, monkeypatch):
    baselined_project(tmp_path)
    before = (tmp_path / BASELINE).read_text()
    edit(tmp_path, "tests/test_cart.py", "        time.sleep(1)\n", "")
    monkeypatch.chdir(tmp_path)

    def crash(source, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    status = cli.main(["baseline", "prune"])

    assert (status, (tmp_path / BASELINE).read_text(), sorted(os.listdir(tmp_path))) == (
        2,
        before,
        sorted([BASELINE, "setup.cfg", "tests"]),
    )


# --- prune and check ---------------------------------------------------------------------


def test_prune_removes_the_entry_of_a_fixed_violation(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "        time.sleep(1)\n", "")

    run_cli(["baseline", "prune"], cwd=tmp_path)

    assert [e["scope"] for e in entries(tmp_path)] == ["test_checkout", "test_restock"]


def test_prune_removes_one_of_two_entries_and_never_adds(tmp_path):
    doubled = STOCK.replace("worker.join()", "worker.join()\n    worker.join()")
    baselined_project(tmp_path, {"tests/unit/test_stock.py": doubled})
    edit(tmp_path, "tests/unit/test_stock.py", "worker.join()\n    worker.join()", "worker.join()")
    edit(tmp_path, "tests/test_cart.py", "assert cart.total() == 0", "time.sleep(1)")

    run_cli(["baseline", "prune"], cwd=tmp_path)

    assert recorded(tmp_path) == RECORDED


def test_prune_removes_entries_of_deleted_files(tmp_path):
    baselined_project(tmp_path)
    (tmp_path / "tests/unit/test_stock.py").unlink()

    run_cli(["baseline", "prune"], cwd=tmp_path)

    assert {e["path"] for e in entries(tmp_path)} == {"tests/test_cart.py"}


def test_pruned_baseline_leaves_flake8_clean(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "        time.sleep(1)\n", "")
    run_cli(["baseline", "prune"], cwd=tmp_path)

    result = run_flake8([], cwd=tmp_path)

    assert (result.returncode, result.stdout) == (0, "")


def test_check_passes_on_a_current_baseline(tmp_path):
    baselined_project(tmp_path)

    result = run_cli(["baseline", "check"], cwd=tmp_path)

    assert (result.returncode, result.stdout) == (0, f"{BASELINE}: 3 entries, none stale\n")


def test_check_fails_on_a_stale_entry_and_names_it(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "        time.sleep(1)\n", "")

    result = run_cli(["baseline", "check"], cwd=tmp_path)

    assert (result.returncode, result.stdout.splitlines()) == (
        1,
        [
            f"{BASELINE}: tests/test_cart.py TA101 TestCart.test_total: fixed or gone",
            "1 stale entry; remove with 'flake8-testarch baseline prune'",
        ],
    )


def test_check_fails_on_an_entry_for_a_missing_file(tmp_path):
    baselined_project(tmp_path)
    (tmp_path / "tests/unit/test_stock.py").unlink()

    result = run_cli(["baseline", "check"], cwd=tmp_path)

    assert (result.returncode, result.stdout.splitlines()[0]) == (
        1,
        f"{BASELINE}: tests/unit/test_stock.py TA102 test_restock: "
        "tests/unit/test_stock.py no longer exists",
    )


def test_check_with_paths_looks_only_at_entries_under_them(tmp_path):
    baselined_project(tmp_path)
    (tmp_path / "tests/unit/test_stock.py").unlink()

    result = run_cli(["baseline", "check", "tests/test_cart.py"], cwd=tmp_path)

    assert result.returncode == 0, result.stdout


SPAWNED_FLAKE8 = """\
import multiprocessing, sys
from flake8.main.cli import main
if __name__ == "__main__":
    multiprocessing.set_start_method("spawn")
    main(sys.argv[1:])
"""


def test_workers_started_with_spawn_rebuild_the_baseline_from_the_options(tmp_path):
    baselined_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "        time.sleep(1)\n", "")
    edit(tmp_path, "tests/unit/test_stock.py", "    assert", "    worker.join()\n    assert")
    (tmp_path / "spawned_flake8.py").write_text(SPAWNED_FLAKE8, encoding="utf-8")

    result = subprocess.run(
        [sys.executable, "spawned_flake8.py", "--jobs", "2", "tests"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=False,
    )

    assert result.stdout.splitlines() == [
        "tests/unit/test_stock.py:8:5: TA102 Thread.join() waits with no bound and hangs the run "
        "if the code under test hangs; pass a timeout so the hang fails this test instead",
    ]


# --- check --against a git ref ------------------------------------------------------------


def git(root: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *args],
        cwd=root,
        check=True,
        capture_output=True,
        timeout=TIMEOUT_SECONDS,
    )


def committed_project(root: Path) -> Path:
    baselined_project(root)
    git(root, "init", "-q", "-b", "main")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "baseline")
    return root


def test_check_against_a_ref_passes_when_the_baseline_did_not_grow(tmp_path):
    committed_project(tmp_path)

    result = run_cli(["baseline", "check", "--against", "main"], cwd=tmp_path)

    assert (result.returncode, result.stdout) == (0, f"{BASELINE}: 3 entries, none stale\n")


def test_check_against_a_ref_fails_when_a_violation_was_recorded_since(tmp_path):
    committed_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "assert cart.total() == 0", "time.sleep(3)")
    run_cli(["baseline", "write"], cwd=tmp_path)

    result = run_cli(["baseline", "check", "--against", "main"], cwd=tmp_path)

    assert (result.returncode, result.stdout.splitlines()) == (
        1,
        [
            f"{BASELINE}: tests/test_cart.py TA101 TestCart.test_empty: new since main",
            "the baseline grew by 1 entry since main; fix the new violations instead of "
            "recording them",
        ],
    )


def test_fixed_violation_is_green_in_flake8_and_red_in_check_until_pruned(tmp_path):
    committed_project(tmp_path)
    edit(tmp_path, "tests/test_cart.py", "        time.sleep(1)\n", "")

    lint = run_flake8([], cwd=tmp_path)
    before = run_cli(["baseline", "check", "--against", "main"], cwd=tmp_path)
    run_cli(["baseline", "prune"], cwd=tmp_path)
    after = run_cli(["baseline", "check", "--against", "main"], cwd=tmp_path)

    assert (lint.returncode, before.returncode, after.returncode) == (0, 1, 0)


def test_check_against_a_ref_without_the_file_has_nothing_to_compare(tmp_path):
    committed_project(tmp_path)
    git(tmp_path, "rm", "-q", "--cached", BASELINE)
    git(tmp_path, "commit", "-q", "-m", "no baseline")

    result = run_cli(["baseline", "check", "--against", "HEAD"], cwd=tmp_path)

    assert (result.returncode, result.stdout.splitlines()[0]) == (
        0,
        f"{BASELINE}: not in HEAD; nothing to compare with",
    )


def test_check_against_an_unknown_ref_is_one_error_line(tmp_path):
    committed_project(tmp_path)

    result = run_cli(["baseline", "check", "--against", "nosuch"], cwd=tmp_path)

    assert (
        result.returncode,
        len(result.stderr.splitlines()),
        "--against nosuch" in result.stderr,
    ) == (2, 1, True)


def test_prunes_of_neighbouring_entries_on_two_branches_merge_with_the_documented_recipe(
    tmp_path,
):
    committed_project(tmp_path)
    git(tmp_path, "checkout", "-q", "-b", "other")
    edit(tmp_path, "tests/test_cart.py", "    time.sleep(1)\n    assert shop", "    assert shop")
    run_cli(["baseline", "prune"], cwd=tmp_path)
    git(tmp_path, "commit", "-q", "-am", "fix checkout")
    git(tmp_path, "checkout", "-q", "main")
    edit(tmp_path, "tests/test_cart.py", "        time.sleep(1)\n", "")
    run_cli(["baseline", "prune"], cwd=tmp_path)
    git(tmp_path, "commit", "-q", "-am", "fix total")

    merged = subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "merge", "-q", "other"],
        cwd=tmp_path,
        capture_output=True,
        timeout=TIMEOUT_SECONDS,
        check=False,
    )
    if merged.returncode:  # the recipe of the README: take either side, then prune
        git(tmp_path, "checkout", "--theirs", BASELINE)
        run_cli(["baseline", "prune"], cwd=tmp_path)
    check = run_cli(["baseline", "check", "--against", "other"], cwd=tmp_path)

    assert (recorded(tmp_path), check.returncode) == (
        [("tests/unit/test_stock.py", "TA102", "test_restock")],
        0,
    )
