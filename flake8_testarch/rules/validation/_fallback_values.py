"""A ``try`` that only works out values the test gave a default first
(TA303): ``json = None`` ... ``try: json = resp.json() except Exception:
pass``. When working one out fails, the test goes on with the default it
chose; nothing it checks is swallowed."""

from __future__ import annotations

import ast

from flake8_testarch.syntax import walk_local


def falls_back_to_a_default(body: list[ast.stmt], node: ast.AST, function: ast.AST) -> bool:
    """Every statement of ``body`` assigns plain names, each of which the
    function assigned before ``node`` (the ``try``)."""
    if not all(
        type(statement) is ast.Assign
        and all(type(target) is ast.Name for target in statement.targets)
        for statement in body
    ):
        return False
    wanted = {target.id for statement in body for target in statement.targets}
    given_before = {
        name.id
        for assigned in walk_local(function)
        if type(assigned) is ast.Assign and assigned.lineno < node.lineno
        for target in assigned.targets
        for name in ast.walk(target)
        if type(name) is ast.Name
    }
    return wanted <= given_before
