"""A test function nested in another function that never uses it."""

from __future__ import annotations

import ast

from flake8_testarch.core.rule import Hit
from flake8_testarch.suite.collection import FUNCTION_TYPES, Role
from flake8_testarch.rules.validation._never_runs.common import _all_transparent


def _refers_to(scope: ast.AST, name: str) -> bool:
    for node in ast.walk(scope):
        if isinstance(node, ast.Name) and node.id == name and not isinstance(node.ctx, ast.Store):
            return True
        if isinstance(node, (ast.Global, ast.Nonlocal)) and name in node.names:
            return True
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("locals", "vars", "globals")
        ):
            return True
    return False


def _handed_on(function, ctx) -> bool:
    """A helper around the test that a decorator other than a mark hands to
    other code (``@suite.add_code``): that code decides what becomes of it."""
    return (
        bool(function.decorator_list)
        and ctx.role(function) in (None, Role.HELPER)
        and not _all_transparent(function.decorator_list, ctx)
    )


def _describe_prefixes(ctx) -> tuple[str, ...]:
    value = ctx.layout.ini.get("describe_prefixes")
    return tuple(value.split()) if value else ("describe",)


def _check_nested(node, parent, ctx):
    """A function named like a test, nested in another function."""
    if not _all_transparent(node.decorator_list, ctx):
        return
    prefixes = _describe_prefixes(ctx)
    if any(
        isinstance(scope, FUNCTION_TYPES) and scope.name.startswith(prefixes)
        for scope in ctx.scopes
    ):
        return  # pytest-describe collects the functions of a describe block
    if _refers_to(parent, node.name):
        return
    if any(_handed_on(scope, ctx) for scope in ctx.scopes if isinstance(scope, FUNCTION_TYPES)):
        return  # the code it is handed to may write its source out as a test module
    yield Hit(node, {"name": node.name, "outer": parent.name}, variant="nested")
