"""Every flake8-testarch finding on the real-suite corpus, with source context, for reading.

    python benchmarks/findings.py [--set tuning|read|validation] [--projects trio,anyio]
                                  [--jobs 2] [--sample 60] [--seed 0]

Runs flake8 ``--isolated --select TA,E902,E999 --extend-select <every opt-in
code>`` over each project's test files (benchmarks/corpus.py; only the TA
plugin loaded, see flake8_with.py), then writes, per code, into the set's
output folder (``benchmarks/.corpus/`` for the tuning set,
``benchmarks/.corpus/findings-<set>/`` for the others):
``findings-<code>.txt``, every finding grouped by project, with the enclosing
definition and 3 lines of source before and after; and
``findings-<code>-sample.txt``, a seeded random sample of ``--sample``
findings (all of them when fewer), spread across projects in proportion to
their findings, with at least one from every project that has any.
Prints a table: per project, files scanned and findings per code.

A finding is a claim about code no one here wrote; reading them is how false
positives are found.
"""

from __future__ import annotations

import argparse
import ast
import random
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import attrs

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus  # noqa: E402

LAUNCHER = Path(__file__).resolve().parent / "flake8_with.py"
CONTEXT = 3
_FORMAT = "%(path)s\t%(row)d\t%(col)d\t%(code)s\t%(text)s"


@attrs.frozen
class Finding:
    project: str
    path: str  # relative to the corpus folder
    line: int
    col: int
    code: str
    text: str


def all_codes() -> tuple[tuple[str, ...], tuple[str, ...]]:
    from flake8_testarch.core.registry import all_rules

    rules = all_rules()
    return tuple(r.code for r in rules), tuple(r.code for r in rules if not r.default)


def run_flake8(files: list[str], opt_in: tuple[str, ...], jobs: int) -> list[tuple]:
    command = [
        sys.executable, str(LAUNCHER), "TA", "--", "--isolated", "--jobs", str(jobs),
        "--select", "TA,E902,E999", "--format", _FORMAT,
    ]
    if opt_in:
        command += ["--extend-select", ",".join(opt_in)]
    process = subprocess.run(
        command + files, cwd=corpus.CORPUS, capture_output=True, text=True
    )
    if process.returncode not in (0, 1):
        raise SystemExit(f"flake8 exited {process.returncode}\n{process.stderr[-4000:]}")
    if process.stderr.strip():
        print(process.stderr.strip()[-2000:], file=sys.stderr)
    rows = []
    for line in process.stdout.splitlines():
        parts = line.split("\t", 4)
        if len(parts) == 5:
            path, row, col, code, text = parts
            rows.append((path, int(row), int(col), code, text))
    return rows


class Sources:
    """Lines and enclosing definitions of corpus files, read once each."""

    def __init__(self) -> None:
        self._lines: dict[str, list[str]] = {}
        self._defs: dict[str, list[tuple[int, int, str]]] = {}

    def lines(self, path: str) -> list[str]:
        if path not in self._lines:
            raw = (corpus.CORPUS / path).read_bytes()
            self._lines[path] = raw.decode("utf-8", "replace").splitlines()
        return self._lines[path]

    def enclosing(self, path: str, line: int) -> str:
        if path not in self._defs:
            spans = []
            try:
                tree = ast.parse("\n".join(self.lines(path)))
            except (SyntaxError, ValueError):
                tree = None
            if tree is not None:
                stack = [(tree, "")]
                while stack:
                    node, prefix = stack.pop()
                    for child in ast.iter_child_nodes(node):
                        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                            name = f"{prefix}{child.name}"
                            start = min([child.lineno] + [d.lineno for d in child.decorator_list])
                            spans.append((start, child.end_lineno or child.lineno, name))
                            stack.append((child, name + "."))
                        else:
                            stack.append((child, prefix))
            self._defs[path] = spans
        inside = [span for span in self._defs[path] if span[0] <= line <= span[1]]
        if not inside:
            return "<module>"
        return max(inside, key=lambda span: span[0])[2]

    def excerpt(self, finding: Finding) -> str:
        lines = self.lines(finding.path)
        start = max(1, finding.line - CONTEXT)
        end = min(len(lines), finding.line + CONTEXT)
        out = []
        for number in range(start, end + 1):
            mark = ">" if number == finding.line else " "
            out.append(f"  {mark} {number:5d} | {lines[number - 1]}")
        return "\n".join(out)


def render(findings: list[Finding], sources: Sources, title: str) -> str:
    by_project: dict[str, list[Finding]] = defaultdict(list)
    for finding in findings:
        by_project[finding.project].append(finding)
    parts = [f"# {title}: {len(findings)} findings", ""]
    if not findings:
        parts.append("(no findings)")
    for project, items in by_project.items():
        parts.append(f"## {project}: {len(items)}")
        parts.append("")
        for finding in items:
            where = sources.enclosing(finding.path, finding.line)
            parts.append(f"{finding.path}:{finding.line}:{finding.col}  in {where}")
            parts.append(f"  {finding.code} {finding.text}")
            parts.append(sources.excerpt(finding))
            parts.append("")
    return "\n".join(parts) + "\n"


def allocate(counts: dict[str, int], size: int, rng: random.Random) -> dict[str, int]:
    """How many of ``size`` findings each project gives: in proportion to its
    findings (largest remainder), at least one from each project that has any
    (when there are more such projects than ``size``, one each from a seeded
    choice of them), never more than it has."""
    present = sorted(project for project, number in counts.items() if number)
    total = sum(counts[project] for project in present)
    if total <= size:
        return {project: counts[project] for project in present}
    if len(present) >= size:
        return dict.fromkeys(rng.sample(present, size), 1)
    quota = {project: size * counts[project] / total for project in present}
    share = {project: min(counts[project], max(1, int(quota[project]))) for project in present}
    while sum(share.values()) > size:  # the minimum of one pushed the sum over
        over = max(
            (project for project in present if share[project] > 1),
            key=lambda project: (share[project] - quota[project], project),
        )
        share[over] -= 1
    while sum(share.values()) < size:
        under = max(
            (project for project in present if share[project] < counts[project]),
            key=lambda project: (quota[project] - share[project], project),
        )
        share[under] += 1
    return share


def spread_sample(findings: list[Finding], size: int, seed: int) -> list[Finding]:
    """``size`` findings (all when fewer) spread across projects by ``allocate``,
    each project's drawn at random; in the order of ``findings``."""
    rng = random.Random(seed)
    by_project: dict[str, list[Finding]] = defaultdict(list)
    for finding in findings:
        by_project[finding.project].append(finding)
    share = allocate({p: len(items) for p, items in by_project.items()}, size, rng)
    chosen: list[Finding] = []
    for project in sorted(share):
        items = list(by_project[project])
        rng.shuffle(items)
        chosen += items[: share[project]]
    order = {id(f): i for i, f in enumerate(findings)}
    return sorted(chosen, key=lambda f: order[id(f)])


def output_folder(name: str) -> Path:
    """Where a set's findings go: the tuning set's in the corpus folder itself,
    the others' in a folder of their own, so no set overwrites another's."""
    if name == "tuning":
        return corpus.CORPUS
    return corpus.CORPUS / f"findings-{name}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--projects", help="comma-separated project names (default: all)")
    parser.add_argument("--jobs", type=int, default=2, help="flake8 --jobs (default 2)")
    parser.add_argument("--sample", type=int, default=60, help="sample size per code (default 60)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the sample (default 0)")
    parser.add_argument("--set", choices=tuple(corpus.SETS), default="tuning", help=corpus.SET_HELP)
    args = parser.parse_args(argv)

    codes, opt_in = all_codes()
    every = corpus.SETS[args.set]
    out = output_folder(args.set)
    projects = corpus.select_projects(args.projects, every)
    by_project = corpus.corpus_files(projects)
    sources = Sources()
    findings: list[Finding] = []
    unparsable: dict[str, int] = {}
    for project, paths in by_project.items():
        files = [str(path.relative_to(corpus.CORPUS)) for path in paths]
        rows = run_flake8(files, opt_in, args.jobs)
        unparsable[project.key] = len({row[0] for row in rows if row[3] in ("E902", "E999")})
        findings += [
            Finding(project.key, *row) for row in rows if row[3].startswith("TA")
        ]
    findings.sort(key=lambda f: (f.project, f.path, f.line, f.col, f.code))

    seen_codes = list(codes) + sorted({f.code for f in findings} - set(codes))
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for code in seen_codes:
        mine = [f for f in findings if f.code == code]
        target = out / f"findings-{code}.txt"
        target.write_text(render(mine, sources, code))
        written.append(target.name)
        sample_target = out / f"findings-{code}-sample.txt"
        if mine:
            sample = spread_sample(mine, args.sample, args.seed)
            if len(sample) < len(mine):
                title = f"{code}, random sample (seed {args.seed}) of {len(mine)}"
            else:
                title = f"{code}, all {len(mine)} (no more than the sample size {args.sample})"
            sample_target.write_text(render(sample, sources, title))
            written.append(sample_target.name)
        elif sample_target.exists():
            sample_target.unlink()  # a stale sample of an earlier run of this set

    width = max([12] + [len(project.key) for project in by_project])
    header = f"{'project':<{width}} {'files':>6} {'E999':>5}"
    header += "".join(f" {c:>6}" for c in seen_codes)
    print(
        f"flake8 --select TA --extend-select {','.join(opt_in) or '(none)'}; findings per code"
    )
    print(header)
    totals = defaultdict(int)
    for project, paths in by_project.items():
        counts = defaultdict(int)
        for finding in findings:
            if finding.project == project.key:
                counts[finding.code] += 1
        for code, number in counts.items():
            totals[code] += number
        totals["files"] += len(paths)
        totals["E999"] += unparsable[project.key]
        print(
            f"{project.key:<{width}} {len(paths):>6} {unparsable[project.key]:>5}"
            + "".join(f" {counts[c]:>6}" for c in seen_codes)
        )
    print(
        f"{'total':<{width}} {totals['files']:>6} {totals['E999']:>5}"
        + "".join(f" {totals[c]:>6}" for c in seen_codes)
    )
    print(f"written to {out.relative_to(corpus.BENCHMARKS.parent)}/: {', '.join(written)}")
    ta000 = [f for f in findings if f.code == "TA000"]
    for finding in ta000:
        print(f"TA000 {finding.path}:{finding.line}:{finding.col}: {finding.text}")
    return 1 if ta000 else 0


if __name__ == "__main__":
    sys.exit(main())
