"""Tests run against a recording of the requests they make (TA301).

A cassette (vcrpy's or betamax's ``use_cassette``, pytest-recording's
``vcr`` mark) replays what the test recorded and fails on any request it
did not record: the test's calls are checked against that recording,
request by request. The cassette may be opened by the test, its
decorator, or a fixture around its ``yield`` (one the test asks for or an
autouse one, of its file, its classes and their bases, or a conftest).
"""

from __future__ import annotations

import ast

from flake8_testarch.suite.steps import Step
from flake8_testarch.syntax import last_name, walk_local

# vcrpy's and betamax's way of opening a cassette, and pytest-recording's mark.
_OPENS_A_CASSETTE = "use_cassette"
_CASSETTE_MARK = "vcr"


def replays_a_recording(test, owner, classes, ctx, graph) -> bool:
    """Asked only of a test about to be reported: the fixtures are read
    then. A test that makes no call has nothing to replay."""
    if not _makes_a_call(test.body):
        return False
    if _opens_a_cassette(test, around_a_call=True) or (
        _CASSETTE_MARK in ctx.collection.marks_of(test, classes)
    ):
        return True
    step = Step(ctx.module, test, owner, test.name)
    return any(
        _opens_a_cassette(fixture.function)
        for fixture in (
            *graph.fixtures_of(step, classes), *graph.autouse_fixtures(ctx.module, classes)
        )
    )


def _opens_a_cassette(function, around_a_call=False) -> bool:
    """A decorator of the function, or a ``with`` that it always runs (not
    one under an ``if``: pytest-recording's own fixture opens one only for
    a test with the ``vcr`` mark), opens a cassette that replays; with
    ``around_a_call``, a ``with`` only counts when its block makes a call."""
    for decorator in getattr(function, "decorator_list", ()):
        if type(decorator) is ast.Call and _replays(decorator, function):
            return True
    return any(
        any(
            type(item.context_expr) is ast.Call and _replays(item.context_expr, function)
            for item in statement.items
        ) and (not around_a_call or _makes_a_call(statement.body))
        for statement in _always_run(function.body) if type(statement) in (ast.With, ast.AsyncWith)
    )


def _always_run(statements):
    """The statements, and those of the ``with`` and ``try`` blocks among
    them, at any depth."""
    for statement in statements:
        yield statement
        if type(statement) in (ast.With, ast.AsyncWith):
            yield from _always_run(statement.body)
        elif type(statement) is ast.Try:
            yield from _always_run(statement.body)


def _replays(call: ast.Call, function) -> bool:
    """``call`` opens a cassette that plays back what was recorded: not one
    that records everything again (``record_mode="all"``,
    ``"new_episodes"``), nor one kept in a temporary folder the test or
    fixture is given (``tmp_path / "x.yaml"``: new each run, so it records)."""
    if last_name(call.func) != _OPENS_A_CASSETTE:
        return False
    for keyword in call.keywords:
        mode = keyword.value
        text = mode.value if type(mode) is ast.Constant else last_name(mode)
        if keyword.arg == "record_mode" and str(text).lower() in _RECORDING_MODES:
            return False
    given = {argument.arg for argument in function.args.args}
    temporary = given & _TEMPORARY_FOLDERS
    if not temporary:
        return True
    assigned = {
        target.id: node.value for node in walk_local(function) if type(node) is ast.Assign
        for target in node.targets if type(target) is ast.Name
    }
    for argument in call.args[:1]:
        names = {n.id for n in ast.walk(argument) if type(n) is ast.Name}
        names |= {
            n.id for name in names if name in assigned
            for n in ast.walk(assigned[name]) if type(n) is ast.Name
        }
        if names & temporary:
            return False
    return True


def _makes_a_call(statements) -> bool:
    return any(type(node) is ast.Call for statement in statements for node in ast.walk(statement))


_RECORDING_MODES = frozenset({"all", "new_episodes"})
# pytest's fixtures that hand a test a new temporary folder.
_TEMPORARY_FOLDERS = frozenset({"tmp_path", "tmpdir", "tmp_path_factory", "tmpdir_factory"})
