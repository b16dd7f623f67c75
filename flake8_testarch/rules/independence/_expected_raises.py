"""Changes the test expects to raise (TA701, TA702): a write that fails
changes nothing, so there is nothing to put back."""

from __future__ import annotations

import ast

from flake8_testarch.rules.independence._function_facts import TRY_TYPES
from flake8_testarch.rules.validation._statements import expects_an_exception, fails


def raises_as_expected(child: ast.AST, parent: ast.AST, resolve) -> bool:
    """``child`` (a statement of ``parent``'s body) is where the test
    expects an exception: the last statement of a ``pytest.raises`` or
    ``assertRaises`` block, or a statement of a ``try`` with handlers that
    the next statement fails (``try: Config.NAME = 1``, then ``raise
    AssertionError("read-only")``, ``except AttributeError: pass``)."""
    if type(parent) in (ast.With, ast.AsyncWith):
        return child is parent.body[-1] and any(
            expects_an_exception(item.context_expr, resolve) for item in parent.items
        )
    if type(parent) in TRY_TYPES and parent.handlers:
        body = parent.body
        at = next((i for i, statement in enumerate(body) if statement is child), None)
        return at is not None and at + 1 < len(body) and fails(body[at + 1])
    return False
