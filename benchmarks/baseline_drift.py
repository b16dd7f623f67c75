"""Does a baseline survive unrelated edits, how big is it, and what does writing it cost?

    python benchmarks/baseline_drift.py [--projects urllib3,tornado] [--codes default|all]
                                        [--repeat 3]

For each project of the corpus (benchmarks/corpus.py), in a scratch copy of
its unpacked sdist (the corpus itself is never changed):

1. a ``.flake8`` selecting the TA codes (``select = TA``: the default codes;
   ``--codes all`` adds every opt-in code with ``extend-select``), ``jobs = 1``;
2. ``flake8 <test dirs>``: the plain run, its TA reports counted and timed;
3. ``testarch-baseline = testarch-baseline.json`` added, then
   ``flake8-testarch baseline write <test dirs>``, timed; the file's entries,
   violations and bytes;
4. ``flake8 <test dirs>`` again: must report nothing;
5. the scripted edit: three blank lines and a comment inserted at the top of
   every ``.py`` file under the test dirs (every line number shifts by 4);
6. ``flake8 <test dirs>`` and ``flake8-testarch baseline check <test dirs>``:
   must report nothing and exit 0.

Times are CPU seconds of the child processes (user + system), the minimum of
``--repeat`` runs; the machine this runs on is shared, so only ratios from
one run mean much. ``write / plain`` is the cost of recording relative to
the flake8 run the project already does.
"""

from __future__ import annotations

import argparse
import configparser
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus  # noqa: E402

CLI = Path(sys.executable).parent / "flake8-testarch"
BASELINE = "testarch-baseline.json"
DRIFT = "\n\n\n# inserted by baseline_drift.py: every line below moved down by 4\n"


def _opt_in_codes() -> list[str]:
    from flake8_testarch.core.registry import all_rules

    return [rule.code for rule in all_rules() if not rule.default]


def _timed(command: list[str], cwd: Path) -> tuple[subprocess.CompletedProcess, float, float]:
    """The completed run, its children's CPU seconds and its wall seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    completed = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return completed, cpu, wall


def _best(command: list[str], cwd: Path, repeat: int):
    runs = [_timed(command, cwd) for _ in range(repeat)]
    completed = runs[-1][0]
    return completed, min(r[1] for r in runs), min(r[2] for r in runs)


def _ta_reports(stdout: str) -> list[str]:
    return [line for line in stdout.splitlines() if ": TA" in line]


def _write_config(root: Path, codes: str, with_baseline: bool) -> None:
    lines = ["[flake8]", "select = TA", "jobs = 1"]
    if codes == "all":
        lines.append("extend-select = " + ",".join(_opt_in_codes()))
    if with_baseline:
        lines.append(f"testarch-baseline = {BASELINE}")
    (root / ".flake8").write_text("\n".join(lines) + "\n", encoding="utf-8")


def _check_no_other_config(root: Path) -> None:
    for name in ("setup.cfg", "tox.ini"):
        parser = configparser.RawConfigParser()
        try:
            parser.read(root / name, encoding="utf-8")
        except configparser.Error:
            continue
        if parser.has_section("flake8"):
            raise SystemExit(f"{root / name} has a [flake8] section that would win over .flake8")


def _drift(root: Path, test_dirs: tuple[str, ...]) -> int:
    edited = 0
    for test_dir in test_dirs:
        for path in sorted((root / test_dir).rglob("*.py")):
            path.write_text(DRIFT + path.read_text(encoding="utf-8"), encoding="utf-8")
            edited += 1
    return edited


def measure(project: corpus.Project, codes: str, repeat: int, scratch: Path) -> dict:
    corpus.fetch(project)
    (scratch / "pytest.ini").write_text("")  # stop the pytest-config search, as corpus.py does
    root = scratch / project.root.name
    shutil.copytree(project.root, root, ignore=shutil.ignore_patterns("__pycache__"))
    _check_no_other_config(root)
    dirs = list(project.test_dirs)
    flake8 = [sys.executable, "-m", "flake8", *dirs]
    files = sum(1 for d in dirs for _ in (root / d).rglob("*.py"))

    _write_config(root, codes, with_baseline=False)
    plain, plain_cpu, plain_wall = _best(flake8, root, repeat)
    found = len(_ta_reports(plain.stdout))

    _write_config(root, codes, with_baseline=True)
    written, write_cpu, write_wall = _best([str(CLI), "baseline", "write", *dirs], root, repeat)
    if written.returncode != 0:
        raise SystemExit(f"{project.name}: baseline write failed: {written.stderr.strip()}")
    text = (root / BASELINE).read_text(encoding="utf-8")
    entries = text.count('"path": ')

    after_write, baselined_cpu, _ = _best(flake8, root, repeat)
    edited = _drift(root, project.test_dirs)
    after_edit = subprocess.run(flake8, cwd=root, capture_output=True, text=True, check=False)
    check = subprocess.run(
        [str(CLI), "baseline", "check", *dirs], cwd=root, capture_output=True, text=True
    )
    return {
        "project": project.name,
        "files": files,
        "ta_reports": found,
        "entries": entries,
        "bytes": len(text.encode("utf-8")),
        "plain_cpu": plain_cpu,
        "write_cpu": write_cpu,
        "baselined_cpu": baselined_cpu,
        "plain_wall": plain_wall,
        "write_wall": write_wall,
        "after_write": len(after_write.stdout.splitlines()),
        "edited": edited,
        "after_edit": after_edit.stdout.splitlines(),
        "check_status": check.returncode,
        "check_out": check.stdout.strip().splitlines()[-1:],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--projects", default="urllib3,tornado")
    parser.add_argument("--codes", choices=("default", "all"), default="default")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    results = []
    for project in corpus.select_projects(args.projects):
        with tempfile.TemporaryDirectory(prefix="baseline-drift-") as scratch:
            results.append(measure(project, args.codes, args.repeat, Path(scratch)))
    print(f"codes: {args.codes}; CPU seconds, min of {args.repeat}")
    header = (
        f"{'project':<10} {'files':>5} {'TA':>5} {'entries':>7} {'bytes':>7} "
        f"{'plain':>6} {'write':>6} {'w/p':>5} {'with bl':>7} {'after':>5} "
        f"{'edited':>6} {'drift':>5} {'check':>5}"
    )
    print(header)
    for r in results:
        print(
            f"{r['project']:<10} {r['files']:>5} {r['ta_reports']:>5} {r['entries']:>7} "
            f"{r['bytes']:>7} {r['plain_cpu']:>6.2f} {r['write_cpu']:>6.2f} "
            f"{r['write_cpu'] / r['plain_cpu']:>5.2f} {r['baselined_cpu']:>7.2f} "
            f"{r['after_write']:>5} {r['edited']:>6} {len(r['after_edit']):>5} "
            f"{r['check_status']:>5}"
        )
    print(
        "TA: TA reports of the plain run; after/drift: lines flake8 printed after the write "
        "and after the edit (want 0); check: exit status of 'baseline check' after the edit"
    )
    print("wall seconds (min): " + ", ".join(
        f"{r['project']} plain {r['plain_wall']:.2f} write {r['write_wall']:.2f}" for r in results
    ))
    failed = [r for r in results if r["after_edit"] or r["after_write"] or r["check_status"]]
    for r in failed:
        print(f"{r['project']}: reported after the edit:", *r["after_edit"][:20], sep="\n  ")
    return 1 if failed else 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
