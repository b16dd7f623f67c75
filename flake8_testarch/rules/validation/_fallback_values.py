"""A ``try`` that only works out values the test gave a default first
(TA303): ``json = None`` ... ``try: json = resp.json() except Exception:
pass``. When working one out fails, the test goes on with the default it
chose; nothing it checks is swallowed."""

from __future__ import annotations

import ast

_FIRST_ASSIGNED = "TA303 first assigned"  # ctx.scratch key: function -> {name: line}


def falls_back_to_a_default(body: list[ast.stmt], node: ast.AST, function: ast.AST, ctx) -> bool:
    """Every statement of ``body`` assigns plain names, each of which the
    function assigned before ``node`` (the ``try``)."""
    if not all(
        type(statement) is ast.Assign
        and all(type(target) is ast.Name for target in statement.targets)
        for statement in body
    ):
        return False
    first = _first_assigned(function, ctx)
    return all(
        first.get(target.id, node.lineno) < node.lineno
        for statement in body for target in statement.targets
    )


def _first_assigned(function: ast.AST, ctx) -> dict[str, int]:
    """The line where the function first assigns each name (read once)."""
    memo = ctx.scratch.setdefault(_FIRST_ASSIGNED, {})
    found = memo.get(function)
    if found is None:
        found = memo[function] = {}
        for assigned in ctx.local_nodes(function):
            if type(assigned) is ast.Assign:
                for target in assigned.targets:
                    for name in ast.walk(target):
                        if type(name) is ast.Name:
                            line = found.get(name.id, assigned.lineno)
                            found[name.id] = min(line, assigned.lineno)
    return found
