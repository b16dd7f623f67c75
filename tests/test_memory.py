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
from flake8_testarch.core.registry import all_rules
from tests.casefiles import all_cases, case_plugin
from tests.flake8_runner import write_files

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


SUBJECT_PROJECT = {
    "setup.cfg": "[metadata]\nname = shop\n",
    "billing.py": "class KeptInvoice:\n    def total(self):\n        return 1\n",
    "tests/test_billing.py": (
        "from unittest.mock import patch\n\nimport billing\n\n\n"
        "def test_total_is_read():\n"
        "    with patch('billing.KeptInvoice.total', autospec=True):\n"
        "        assert billing.KeptInvoice().total() is not None\n"
    ),
}


def test_the_subject_module_read_by_ta604_is_not_kept_as_a_tree(tmp_path):
    # A kept tree is walked again by every full garbage collection of the run.
    write_files(tmp_path, SUBJECT_PROJECT)
    _, options = parse_args(["--isolated", "--select", "TA604", "x.py"])
    Plugin.parse_options(options)
    path = tmp_path / "tests" / "test_billing.py"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)

    plugin = Plugin(ast.parse("".join(lines)), str(path), lines)
    found = [text[:5] for _line, _col, text, _type in plugin.run()]
    del plugin
    gc.collect()
    kept = [
        node for node in gc.get_objects()
        if isinstance(node, ast.ClassDef) and node.name == "KeptInvoice"
    ]

    assert (found, kept) == (["TA604"], [])


_RUN_TWICE = """
import gc, sys
from flake8.main.cli import main
if sys.argv[1] == "off":
    gc.disable()
counts = []
for _ in range(2):
    try:
        main(["--isolated", "--select=TA", sys.argv[2]])
    except SystemExit:
        pass
    counts.append(gc.get_freeze_count())
print(counts)
"""


@pytest.mark.parametrize("collector", ["on", "off"])
def test_a_flake8_process_sets_its_startup_aside_once(collector, tmp_path):
    """What is alive once the options are read lives as long as the process:
    it is kept out of the collector's walks (``gc.freeze``), once per process
    however often flake8 runs in it, and never when the collector is off."""
    import subprocess
    import sys

    target = tmp_path / "test_x.py"
    target.write_text("def test_x():\n    assert 1\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-c", _RUN_TWICE, collector, str(target)],
        capture_output=True, text=True, timeout=120, cwd=tmp_path,
    )
    first, second = ast.literal_eval(result.stdout.strip().splitlines()[-1])
    if collector == "on":
        # Set aside objects can still die (the count drops); a second
        # freeze would add the second run's objects.
        assert first > 0
        assert second <= first
    else:
        assert first == second == 0
