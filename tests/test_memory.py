"""A long flake8 run keeps no file's syntax tree after the file is done.

flake8 lints hundreds of files in one process. A cache that holds a node of
an earlier file keeps that file's whole tree alive, so memory grows with the
suite and the garbage collector slows down everything else in the process.
"""

from __future__ import annotations

import ast
import gc
import weakref
from pathlib import Path

import pytest
from flake8.options.parse_args import parse_args

from flake8_testarch.plugin import Plugin
from flake8_testarch.registry import all_rules

pytestmark = pytest.mark.unit

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "tests"


def configure_every_code() -> None:
    opt_in = ",".join(rule.code for rule in all_rules() if not rule.default)
    _, options = parse_args(["--isolated", "--select", "TA", "--extend-select", opt_in, "x.py"])
    Plugin.parse_options(options)


def lint_and_forget(path: Path) -> weakref.ref:
    """Lint one file with every code; return a weak reference to its tree."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    tree = ast.parse("".join(lines))
    list(Plugin(tree, str(path), lines).run())
    return weakref.ref(tree)


def test_no_tree_outlives_its_file():
    configure_every_code()
    files = sorted(EXAMPLES.glob("*.py"))
    trees = {path.name: lint_and_forget(path) for path in files}
    gc.collect()
    kept = sorted(name for name, tree in trees.items() if tree() is not None)
    assert len(files) > 5
    assert kept == []
