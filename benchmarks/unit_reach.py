"""TA203 on real suites that do not mark categories: mark every test `unit`
in a scratch copy, then see what the reach analysis finds and what it costs.

    python benchmarks/unit_reach.py                      # werkzeug and urllib3
    python benchmarks/unit_reach.py --projects flask --repeat 3

For each project: its sdist (from the corpus, see corpus.py) is copied to
benchmarks/.cache/unit-reach/<name>/, every test module gets
`pytestmark = pytest.mark.unit` (appended to an existing `pytestmark` list),
flake8 runs with TA203 selected and its findings are written to
benchmarks/.cache/unit-reach/<name>-TA203.txt for reading. The cost is the
CPU time of `flake8 --select E,W,F,C90,TA2` over `flake8 --select E,W,F,C90`
with only flake8's own checkers and this plugin loaded (flake8_with.py), on
the same files, --jobs 1.
"""

from __future__ import annotations

import argparse
import ast
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import corpus

WORK = corpus.BENCHMARKS / ".cache" / "unit-reach"
FLAKE8_WITH = corpus.BENCHMARKS / "flake8_with.py"


def mark_unit(path: Path) -> bool:
    source = path.read_text(encoding="utf-8", errors="replace")
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return False
    lines = source.splitlines(keepends=True)
    existing = [
        s for s in tree.body
        if isinstance(s, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in s.targets)
    ]
    if existing:
        statement = existing[-1]
        value = statement.value
        items = value.elts if isinstance(value, (ast.List, ast.Tuple)) else [value]
        texts = [ast.get_source_segment(source, item) for item in items]
        replacement = "pytestmark = [" + ", ".join([*texts, "pytest.mark.unit"]) + "]\n"
        lines[statement.lineno - 1:statement.end_lineno] = [replacement]
    else:
        lines.append("\n\nimport pytest  # noqa: E402\n\npytestmark = pytest.mark.unit\n")
    path.write_text("".join(lines), encoding="utf-8")
    return True


def cpu_seconds(arguments: list[str], cwd: Path) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        [sys.executable, str(FLAKE8_WITH), *arguments],
        cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def run(project: corpus.Project, repeat: int) -> str:
    source = corpus.fetch(project)
    copy = WORK / project.key
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(source, copy)
    files = [copy / path.relative_to(source) for path in corpus.test_files(project)]
    marked = sum(mark_unit(path) for path in files if path.name != "conftest.py")
    names = [str(path.relative_to(copy)) for path in files]
    result = subprocess.run(
        [sys.executable, "-m", "flake8", "--isolated", "--select", "TA203", *names],
        cwd=copy, capture_output=True, text=True, check=False,
    )
    findings = result.stdout.splitlines()
    (WORK / f"{project.key}-TA203.txt").write_text(result.stdout, encoding="utf-8")
    alone = plugin = 0.0
    for _ in range(repeat):
        alone += cpu_seconds(["E,W,F,C90", "--", "--isolated", "--jobs", "1",
                              "--select", "E,W,F,C90", *names], copy)
        plugin += cpu_seconds(["E,W,F,C90,TA", "--", "--isolated", "--jobs", "1",
                               "--select", "E,W,F,C90,TA2", *names], copy)
    return (
        f"{project.key:10} {len(files):5} files, {marked:4} marked unit, "
        f"{len(findings):4} TA203 findings, flake8 + TA2xx = {plugin / alone:.2f}x flake8 alone"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--projects", default="werkzeug,urllib3")
    parser.add_argument("--repeat", type=int, default=2)
    options = parser.parse_args(argv)
    WORK.mkdir(parents=True, exist_ok=True)
    for project in corpus.select_projects(options.projects):
        print(run(project, options.repeat), flush=True)
    print(f"findings written to {WORK}/<project>-TA203.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
