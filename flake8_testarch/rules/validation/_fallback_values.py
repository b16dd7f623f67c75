"""A ``try`` that only works out values the test gave a default first
(TA303): ``json = None`` ... ``try: json = resp.json() except Exception:
pass``. When working one out fails, the test goes on with the default it
chose; nothing it checks is swallowed."""

from __future__ import annotations

import ast


def falls_back_to_a_default(body: list[ast.stmt], node: ast.AST, function: ast.AST, ctx) -> bool:
    """Every statement of ``body`` assigns plain names, each of which the
    function assigned before ``node`` (the ``try``), as the semantic model
    reads its bindings."""
    if not all(
        type(statement) is ast.Assign
        and all(type(target) is ast.Name for target in statement.targets)
        for statement in body
    ):
        return False
    return all(
        any(
            type(binding.node) is ast.Assign and binding.node.lineno < node.lineno
            for binding in ctx.semantic.bindings(target.id, function)
        )
        for statement in body for target in statement.targets
    )
