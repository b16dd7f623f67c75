"""Functional cases: `tests/rules/<CODE>/*.py` with their expectations written inline.

A line that must report ends in a comment naming the code (`# TA101`, several
as `# TA101 # TA103`); `# +1: TA101` expects the code on the next line (`+N`
for N lines below). Header comments before the first statement set up the run:

    # flags: --extend-select TA104 --testarch-max-asserts=3
    # filename: src/app/clock.py

The default filename is `tests/test_<case>.py` under a scratch folder, so a
case is a test file unless it says otherwise. A folder next to the case with
the case's name (`TA604/subject_defines/` beside `TA604/subject_defines.py`)
is copied into the scratch folder first: the project around the linted file.
Without `--select` in its flags a case selects its folder's code and TA000,
so a rule crash is never hidden.
"""

from __future__ import annotations

import ast
import functools
import io
import re
import shlex
import shutil
import tokenize
from pathlib import Path

import attrs
from flake8.options.parse_args import parse_args
from flake8.style_guide import Decision, DecisionEngine

from flake8_testarch.plugin import Plugin

CASES_ROOT = Path(__file__).parent / "rules"
_EXPECTATION = re.compile(r"^(?:\+(?P<offset>\d+):\s*)?(?P<code>TA\d{3})$")
_HEADER = re.compile(r"^#\s*(?P<key>flags|filename):\s*(?P<value>.*)$")


@attrs.frozen
class Case:
    path: Path
    code: str
    flags: tuple[str, ...]
    filename: str
    expected: frozenset[tuple[int, str]]

    @property
    def id(self) -> str:
        return f"{self.code}/{self.path.stem}"


def _expectations(source: str) -> frozenset[tuple[int, str]]:
    expected = set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type != tokenize.COMMENT:
            continue
        for part in token.string.split("#"):
            match = _EXPECTATION.match(part.strip())
            if match:
                line = token.start[0] + int(match.group("offset") or 0)
                expected.add((line, match.group("code")))
    return frozenset(expected)


def load_case(path: Path) -> Case:
    source = path.read_text(encoding="utf-8")
    headers = {}
    for line in source.splitlines():
        match = _HEADER.match(line.strip())
        if match:
            headers[match.group("key")] = match.group("value").strip()
        elif line.strip() and not line.lstrip().startswith("#"):
            break
    return Case(
        path=path,
        code=path.parent.name,
        flags=tuple(shlex.split(headers.get("flags", ""))),
        filename=headers.get("filename", f"tests/test_{path.stem}.py"),
        expected=_expectations(source),
    )


def all_cases() -> list[Case]:
    return [load_case(path) for path in sorted(CASES_ROOT.glob("TA*/*.py"))]


@functools.lru_cache(maxsize=None)
def _flake8_options(flags: tuple[str, ...]):
    _, options = parse_args(["--isolated", *flags, "placeholder.py"])
    return options


def _case_options(case: Case):
    flags = case.flags
    if not any(flag.startswith("--select") for flag in flags):
        flags = ("--select", f"TA000,{case.code}", *flags)
    return _flake8_options(flags)


def case_plugin(case: Case, root: Path) -> Plugin:
    """The plugin as flake8 would build it for the case, its project copied
    under ``root`` and its options parsed."""
    Plugin.parse_options(_case_options(case))
    project = case.path.with_suffix("")
    if project.is_dir():
        shutil.copytree(project, root, dirs_exist_ok=True)
    source = case.path.read_text(encoding="utf-8")
    lines = source.splitlines(keepends=True)
    return Plugin(ast.parse(source), str(root / case.filename), lines)


def run_case(case: Case, root: Path) -> frozenset[tuple[int, str]]:
    """The (line, code) pairs flake8 would report for the case, in-process."""
    decider = DecisionEngine(_case_options(case))
    return frozenset(
        (line, text.split(" ", 1)[0])
        for line, _col, text, _type in case_plugin(case, root).run()
        if decider.decision_for(text.split(" ", 1)[0]) is Decision.Selected
    )


def describe_difference(case: Case, actual: frozenset[tuple[int, str]]) -> str:
    lines = case.path.read_text(encoding="utf-8").splitlines()
    rows = []
    for line, code in sorted(case.expected - actual):
        rows.append(f"  missing {code} at {line}: {lines[line - 1].strip()}")
    for line, code in sorted(actual - case.expected):
        rows.append(f"  unexpected {code} at {line}: {lines[line - 1].strip()}")
    return f"{case.path}:\n" + "\n".join(rows)
