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
from tests.casefiles import all_cases, case_plugin

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


@pytest.mark.parametrize("case", all_cases(), ids=lambda case: case.id)
def test_a_files_tree_is_freed_as_soon_as_its_run_ends(case, tmp_path):
    # No reference cycle may hold the tree: with one, the file's whole tree
    # lives on to the collector's next pass and every collection until then
    # walks it again. So the tree must go with the last reference, while the
    # collector is off.
    plugin = case_plugin(case, tmp_path)
    tree = weakref.ref(plugin.tree)
    gc.disable()
    try:
        list(plugin.run())
        del plugin
        freed = tree() is None
    finally:
        gc.enable()
    assert freed
