"""Changes the test expects to raise (TA701, TA702): a write that fails
changes nothing, so there is nothing to put back."""

from __future__ import annotations

import ast

from flake8_testarch.rules.independence._function_facts import TRY_TYPES
from flake8_testarch.rules.validation._statements import fails
from flake8_testarch.suite.vocabulary import RAISE_EXPECTING_METHODS


def raises_as_expected(child: ast.AST, parent: ast.AST, resolve) -> bool:
    """``child`` (a statement of ``parent``'s body) is where the test
    expects an exception: the last statement of a ``pytest.raises`` or
    ``assertRaises`` block, or a statement of a ``try`` with handlers that
    the next statement fails (``try: Config.NAME = 1``, then ``raise
    AssertionError("read-only")``, ``except AttributeError: pass``)."""
    if type(parent) in (ast.With, ast.AsyncWith):
        return child is parent.body[-1] and any(
            _expects_exception(item.context_expr, resolve) for item in parent.items
        )
    if type(parent) in TRY_TYPES and parent.handlers:
        body = parent.body
        at = next((i for i, statement in enumerate(body) if statement is child), None)
        return at is not None and at + 1 < len(body) and fails(body[at + 1])
    return False


def _expects_exception(expression: ast.AST, resolve) -> bool:
    """``pytest.raises(...)``, ``self.assertRaises(...)`` and kin."""
    if not isinstance(expression, ast.Call):
        return False
    func = expression.func
    if isinstance(func, ast.Attribute) and func.attr in RAISE_EXPECTING_METHODS:
        return True
    return resolve(func) == "pytest.raises"
