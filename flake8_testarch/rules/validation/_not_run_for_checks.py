"""Tests TA301 does not judge by their checks: skipped ones (by a mark, or
a body that skips whatever happens), benchmarks, whose timing is their
outcome, pytest-mypy-testing's cases, whose comments the plugin checks
against mypy's output, and tests returning what the plugin behind a mark
named for a check compares (pytest-mpl's figures)."""

from __future__ import annotations

import ast

from flake8_testarch.suite.marks import checks_what_the_test_returns
from flake8_testarch.syntax import dotted_name, is_none, walk_local

_SKIPS = frozenset({"pytest.skip", "pytest.importorskip", "self.skipTest", "pytest.xfail"})
# Skipped tests; benchmarks; pytest-mypy-testing's cases (`# R:`/`# E:` comments).
_NOT_RUN_FOR_CHECKS = frozenset({"xfail", "skip", "benchmark", "mypy_testing"})


def not_run_for_its_checks(test, ctx) -> bool:
    """A test skipped by a mark or by its first statement, a benchmark, a
    case a type checker's plugin checks, or one returning what the plugin
    behind a mark named for a check takes (`mpl_image_compare`)."""
    marks = ctx.marks_of(test)
    return bool(marks & _NOT_RUN_FOR_CHECKS) or _only_skips(test, ctx) or (
        _measures(test)
    ) or checks_what_the_test_returns(marks) and _returns_a_value(test)


def _returns_a_value(test) -> bool:
    return any(
        isinstance(node, ast.Return) and not is_none(node.value) for node in walk_local(test)
    )


def is_docstring(statement) -> bool:
    return isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)


def _only_skips(function, ctx) -> bool:
    """The body only skips, or its first statement skips whatever happens
    (``pytest.skip(...)``, ``self.skipTest(...)``, ``raise SkipTest``): what
    follows never runs. ``importorskip`` skips only where the import fails."""
    body = [s for s in function.body if not is_docstring(s)]
    if not body:
        return False
    first = next((s for s in body if not isinstance(s, (ast.Import, ast.ImportFrom))), None)
    if first is not None and _skip_called(first, ctx) not in (None, "pytest.importorskip"):
        return True
    return all(_skip_called(statement, ctx) is not None for statement in body)


def _skip_called(statement, ctx) -> str | None:
    """The skip a statement makes (``return self.skipTest(...)`` too), or None."""
    if isinstance(statement, (ast.Expr, ast.Return)) and isinstance(statement.value, ast.Call):
        call = statement.value
        for name in (dotted_name(call.func), ctx.resolve(call.func)):
            if name in _SKIPS:
                return name
    if isinstance(statement, ast.Raise) and statement.exc is not None:
        exception = statement.exc.func if isinstance(statement.exc, ast.Call) else statement.exc
        if (ctx.resolve(exception) or dotted_name(exception) or "").endswith("SkipTest"):
            return "SkipTest"
    return None


def _measures(test) -> bool:
    """The test asks for pytest-benchmark's ``benchmark`` fixture: it
    measures how long the code takes, the outcome is the timing."""
    arguments = test.args
    return any(
        argument.arg == "benchmark"
        for argument in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
    )
