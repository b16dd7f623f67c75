"""Test methods in a class nothing collects."""

from __future__ import annotations

import ast

from flake8_testarch.core.rule import Hit
from flake8_testarch.suite.doctests import runs_as_doctest
from flake8_testarch.suite.fixtures import fixture_modules
from flake8_testarch.rules.validation._never_runs.common import (
    _all_transparent,
    _facts,
    _lineage,
    _sets_dunder_test,
    _test_methods,
)
from flake8_testarch.rules.validation._never_runs.project import _mentioned_in_test_tree


def _collects_its_own_way(ctx) -> bool:
    """A ``pytest_pycollect_makeitem`` hook in the file or a conftest above it
    decides for itself which classes are tests (``class ParserTest``); the
    linter cannot run it, so it cannot say a class is left out."""
    return any(
        isinstance(
            module.top_level("pytest_pycollect_makeitem"), (ast.FunctionDef, ast.AsyncFunctionDef)
        )
        for module in fixture_modules(ctx.module)
    )


def _check_uncollected_class(node: ast.ClassDef, ctx):
    if not _test_methods([node], ctx) or _collects_its_own_way(ctx):
        return
    facts = _facts(ctx)
    found = _lineage(node, facts, ctx)
    if found is None or found[1]:
        return
    if _sets_dunder_test(found[0]) or not _all_transparent(node.decorator_list, ctx):
        return
    if _doctest_holder(node, ctx):
        return
    if facts.mentions(node.name, node) or _mentioned_in_test_tree(
        node.name, ctx, with_project_config=True
    ):
        return
    patterns = ", ".join(ctx.layout.python_classes)
    yield Hit(node, {"name": node.name, "patterns": patterns}, variant="class")


def _doctest_holder(node: ast.ClassDef, ctx) -> bool:
    """Every test method only holds examples the module runs as doctests
    (``def test_cache(self): \"\"\">>> ...\"\"\"`` and ``test_suite()``
    returning ``doctest.DocTestSuite()``): doctest collects them."""
    methods = [
        method for method in node.body
        if isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef))
        and ctx.layout.is_test_function_name(method.name)
    ]
    return bool(methods) and all(
        runs_as_doctest(method, ctx) and len(method.body) == 1 for method in methods
    )
