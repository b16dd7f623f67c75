"""``flake8-testarch categorize [PATHS] [--write]``: a category for every test that has none.

A test is integration when it reaches a database, a socket, a process or a
server (the reach search TA203 runs, ``suite/reach.py``, with the project's
``--testarch-integration-primitives``), unit when it reaches none; the way
it reaches one is the reason. The category names are the project's:
``--testarch-unit-category`` (default ``unit``) and ``--integration``
(default ``integration``), both among ``--testarch-categories`` when that is
set.

The marks go where the fewest lines say it all: the module's ``pytestmark``
when every test of the module gets the same category, a class decorator
when every test of a class does, the test's own decorator otherwise
(``import pytest`` added when the module lacks it). The markers are
registered in the project's pytest configuration (``pytest_markers.py``).
Lines are only inserted, so formatting and comments stay; a file is
written only when it parses back to its old tree plus the marks, and is
skipped with a message otherwise. Tests that have a category are left
alone, so a second run changes nothing.
"""

from __future__ import annotations

import argparse
import ast
import os
import sys
from collections.abc import Sequence
from typing import NamedTuple

from flake8_testarch.tools import pytest_markers, workspace
from flake8_testarch.tools.mark_edits import MarkEdits, Skipped
from flake8_testarch.tools.workspace import ToolError

UNIT_REASON = "reaches no database, socket, process or server"


def add_parser(commands) -> None:
    text = "mark every test that has no category unit or integration, from what it reaches"
    parser = commands.add_parser("categorize", help=text, description=text)
    parser.add_argument(
        "--write", action="store_true", help="add the marks (default: print them as a diff)"
    )
    parser.add_argument(
        "--integration",
        default="integration",
        metavar="MARK",
        help="the category of tests that reach an integration mechanism (default: integration)",
    )
    parser.add_argument(
        "--reasons", action="store_true", help="also print each decision with its reason"
    )
    parser.add_argument(
        "paths", nargs="*", help="files or folders (default: the working directory)"
    )
    parser.set_defaults(run=workspace.command(run))


class Decision(NamedTuple):
    """The category inferred for one test, and why."""

    path: str
    test: str  # Class::test or test
    function: ast.AST
    classes: tuple[ast.ClassDef, ...]
    category: str
    reason: str


class Names(NamedTuple):
    unit: str
    integration: str
    every: frozenset[str]  # every category mark of the project


def run(args: argparse.Namespace) -> int:
    options = workspace.flake8_options()
    settings = workspace.project_settings(options)
    names = category_names(settings, args.integration)
    changed, decisions, skipped = [], [], 0
    for path in workspace.python_files(args.paths, options):
        if not settings.layout_for(path).is_test_file(path):
            continue
        try:
            planned = plan_file(path, settings, names)
        except Skipped as why:
            print(f"{workspace.PROG}: skipped {workspace.shown(path)}: {why}", file=sys.stderr)
            skipped += 1
            continue
        if planned is None:
            continue
        decisions += planned.decisions
        changed.append(planned)
    config = pytest_markers.plan(
        _first_test_file(changed, args.paths, options, settings), settings,
        [names.unit, names.integration] if decisions else [],
    )
    if args.reasons:
        for decision in decisions:
            print(f"# {describe(decision)}")
    for planned in changed + ([config] if config else []):
        if args.write:
            workspace.write_source(planned.path, planned.new)
        else:
            print(workspace.unified_diff(planned.path, planned.old, planned.new), end="")
    counts = {name: sum(d.category == name for d in decisions) for name in names[:2]}
    verb = "marked" if args.write else "would mark"
    summary = (
        f"{verb} {len(decisions)} tests ({', '.join(f'{n} {k}' for k, n in counts.items())}) "
        f"in {len(changed)} files"
    ) if decisions else "nothing to mark: every test has a category"
    if config:
        summary += f"; {'registered' if args.write else 'would register'} the markers in "
        summary += workspace.shown(config.path)
    if skipped:
        summary += f"; skipped {skipped} files"
    print(f"{workspace.PROG}: {summary}", file=sys.stderr)
    return workspace.EXIT_OK


def category_names(settings, integration: str) -> Names:
    from flake8_testarch.rules.categories._categories import DEFAULT_CATEGORIES

    unit = settings.values.get("testarch_unit_category") or "unit"
    configured = settings.values.get("testarch_categories")
    every = frozenset(configured or DEFAULT_CATEGORIES)
    if not integration.isidentifier():
        raise ToolError(f"--integration: expected one pytest mark name, got {integration!r}")
    for flag, name in (("--testarch-unit-category", unit), ("--integration", integration)):
        if configured and name not in every:
            raise ToolError(
                f"{flag}: {name!r} is not one of --testarch-categories "
                f"({', '.join(configured)}); name one of them"
            )
    if unit == integration:
        raise ToolError(f"--integration: {integration!r} is also the unit category")
    return Names(unit, integration, every)


def describe(decision: Decision) -> str:
    return f"{workspace.shown(decision.path)}::{decision.test}: {decision.category} " \
        f"({decision.reason})"


class FilePlan(NamedTuple):
    path: str
    old: str
    new: str
    decisions: list[Decision]


def decide(path: str, settings, names: Names) -> tuple[list[Decision], object]:
    """The decisions for the tests of ``path`` that have no category, and the
    file's context (its tree, imports, tests); raises Skipped."""
    from flake8_testarch.core.context import FileContext
    from flake8_testarch.rules.categories._categories import inventory
    from flake8_testarch.suite.reach import reach

    source = workspace.read_source(path)
    if source is None:
        raise Skipped("not readable as UTF-8")
    try:
        tree = ast.parse(source, filename=path)
    except (SyntaxError, ValueError) as error:
        raise Skipped(f"does not parse ({error.__class__.__name__})") from None
    ctx = FileContext(tree, path, source.splitlines(keepends=True), settings)
    extra = tuple(settings.values.get("testarch_integration_primitives") or ())
    decisions = []
    for entry in inventory(ctx):
        if any(marks & names.every for marks in entry.case_marks()):
            continue
        found = reach(entry, ctx.module, path, extra)
        qualified = "::".join([*(c.name for c in entry.classes), entry.function.name])
        if found is None:
            category, reason = names.unit, UNIT_REASON
        else:
            primitive, chain = found
            via = f"via {' -> '.join(chain)}" if chain else "directly"
            category, reason = names.integration, f"reaches {primitive} {via}"
        decisions.append(Decision(path, qualified, entry.function, entry.classes, category,
                                  reason))
    return decisions, ctx


def plan_file(path: str, settings, names: Names) -> FilePlan | None:
    decisions, ctx = decide(path, settings, names)
    if not decisions:
        return None
    edits = MarkEdits(ctx.text, ctx.tree)
    every_test = ctx.collected_tests()
    placed = _placements(decisions, every_test, ctx.tree)
    for holder, category in placed:
        edits.mark(holder, category)
    new = edits.apply()
    return FilePlan(path, ctx.text, new, decisions)


def _placements(decisions, every_test, tree):
    """(where, category) pairs: the module, a class or a test function."""
    if len(decisions) == len(every_test) and len({d.category for d in decisions}) == 1 \
            and not _assigns_pytestmark(tree.body):
        return [(tree, decisions[0].category)]
    per_class: dict[ast.ClassDef, list[Decision]] = {}
    for decision in decisions:
        if decision.classes:
            per_class.setdefault(decision.classes[-1], []).append(decision)
    tests_of: dict[ast.ClassDef, int] = {}
    for _function, classes in every_test:
        if classes:
            tests_of[classes[-1]] = tests_of.get(classes[-1], 0) + 1
    subclassed = {base.id for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
                  for base in node.bases if isinstance(base, ast.Name)}
    placed, covered = [], set()
    for cls, members in per_class.items():
        categories = {d.category for d in members}
        if len(categories) == 1 and len(members) == tests_of.get(cls, 0) \
                and cls.name not in subclassed:
            placed.append((cls, members[0].category))
            covered.update(id(d.function) for d in members)
    for decision in decisions:
        if id(decision.function) not in covered:
            placed.append((decision.function, decision.category))
    return placed


def _assigns_pytestmark(body) -> bool:
    for statement in body:
        targets = statement.targets if isinstance(statement, ast.Assign) else [
            getattr(statement, "target", None)]
        if any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in targets):
            return True
    return False


def _first_test_file(changed, paths: Sequence[str], options, settings) -> str:
    if changed:
        return changed[0].path
    first = os.path.abspath((paths or ["."])[0])
    return first if os.path.isfile(first) else os.path.join(first, "test_probe.py")
