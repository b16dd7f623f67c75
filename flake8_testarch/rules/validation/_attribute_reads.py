"""Assertion methods named but not called on purpose: reading the attribute
is itself what a block checks, or a probe for whether the method exists."""

from __future__ import annotations

import ast

from flake8_testarch.syntax import TRIES

# Blocks whose check is that their statements warn or raise.
_EXPECTING_BLOCKS = frozenset({"warns", "deprecated_call", "raises"})


def read_for_its_effect(statement: ast.Expr, ctx) -> bool:
    """The attribute is read inside ``pytest.deprecated_call()``,
    ``pytest.warns``/``raises`` or ``assertWarns``/``assertRaises``: reading
    it (a deprecated alias, a property that raises) is the act under test.
    Or it is read in a ``try`` whose handler catches ``AttributeError``: a
    probe for whether the method exists (``self.assertRaisesRegex``, else
    the older spelling)."""
    within = ctx.scopes[-1] if ctx.scopes else ctx.tree
    for parent in ctx.semantic.ancestors(statement, within):
        if type(parent) in TRIES and statement in parent.body and any(
            _names_attribute_error(handler.type) for handler in parent.handlers
        ):
            return True
        if isinstance(parent, (ast.With, ast.AsyncWith)):
            for item in parent.items:
                call = item.context_expr
                if isinstance(call, ast.Call) and isinstance(call.func, (ast.Attribute, ast.Name)):
                    name = call.func.attr if isinstance(call.func, ast.Attribute) else call.func.id
                    if name in _EXPECTING_BLOCKS or name.startswith(
                        ("assertWarns", "assertRaises")
                    ):
                        return True
    return False


def _names_attribute_error(caught: ast.AST | None) -> bool:
    if type(caught) is ast.Tuple:
        return any(map(_names_attribute_error, caught.elts))
    return type(caught) is ast.Name and caught.id == "AttributeError"
