"""Errors a test raises on purpose, as the last step of a ``try`` whose
handler is what it tests (TA303): a ``raise``, ``1 / 0``, text combined as
text cannot be (``"a" * "b"``), a call named for raising, or one of a
function of the file whose body raises."""

from __future__ import annotations

import ast
import re

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.rules.validation._statements import last_name
from flake8_testarch.semantic.reading import FUNCTION_TYPES

_RAISER = lazy_compile(r"rais|throw", re.IGNORECASE)


def _raises_by_design(expression: ast.AST, ctx) -> bool:
    """``1 / 0``, ``raiser()``, ``gen.throw(exc)``, or a call to a function of
    this file whose body raises unconditionally."""
    if isinstance(expression, ast.Await):
        expression = expression.value
    if isinstance(expression, ast.BinOp):
        right = expression.right
        return isinstance(expression.op, (ast.Div, ast.FloorDiv, ast.Mod)) and (
            isinstance(right, ast.Constant) and right.value == 0
        ) or _mismatched_text(expression, ctx)
    if not isinstance(expression, ast.Call):
        return False
    if _RAISER.search(last_name(expression.func)):
        return True
    if not isinstance(expression.func, ast.Name):
        return False
    definition = ctx.semantic.definition(expression.func, ctx.scope)
    return isinstance(definition, FUNCTION_TYPES) and any(
        isinstance(inner, ast.Raise) for inner in definition.body
    )


def _mismatched_text(expression: ast.BinOp, ctx) -> bool:
    """Text combined in a way text does not allow, a ``TypeError`` written on
    purpose: ``"a" * "b"``, ``"a" - "b"``, ``"a" + 1`` (the operands written
    out, or names the function binds only to them)."""
    left, right = _literal_kind(expression.left, ctx), _literal_kind(expression.right, ctx)
    if left is not str or right is None:
        return False
    if type(expression.op) is ast.Add:
        return right is not str
    return right is str or type(expression.op) is not ast.Mult


def _literal_kind(expression: ast.AST, ctx):
    if type(expression) is ast.Name:
        expression = ctx.semantic.assigned_at(expression)
    if type(expression) is ast.Constant and type(expression.value) in (str, int, float):
        return type(expression.value)
    return None


def ends_in_raise(statements: list[ast.stmt], ctx) -> bool:
    """The block's last statement raises on purpose: the test makes the
    exception it catches (to test what runs while one is handled)."""
    last = statements[-1]
    if isinstance(last, ast.Raise):
        return True
    if isinstance(last, (ast.Expr, ast.Assign)):
        return _raises_by_design(last.value, ctx)
    if isinstance(last, (ast.With, ast.AsyncWith)):
        return any(
            _raises_by_design(item.context_expr, ctx) for item in last.items
        ) or ends_in_raise(last.body, ctx)
    if isinstance(last, (ast.For, ast.AsyncFor, ast.While)) and not last.orelse:
        # ``for attempt in Retrying(...): with attempt: raise ValueError``
        return ends_in_raise(last.body, ctx)
    return False
