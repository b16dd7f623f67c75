"""The classes a test file itself treats as exceptions: those it expects a
call to raise (``pytest.raises(TIMEOUT)``, ``self.assertRaises(Refused,
...)``) or catches (``except TIMEOUT:``). Whatever their names, and even
when their definition cannot be read (a library that is not installed),
the suite says they are exceptions."""

from __future__ import annotations

import ast

from flake8_testarch.suite.vocabulary import RAISE_EXPECTING_CALLS
from flake8_testarch.syntax import dotted_name

_SCRATCH = "suite.expected errors"  # ctx.scratch key


def treated_as_exceptions(ctx) -> frozenset[str]:
    """The dotted names (as written) the file expects raised or catches;
    read once per file."""
    found = ctx.scratch.get(_SCRATCH)
    if found is None:
        names: set[str] = set()
        for handler in ctx.nodes_of(ast.ExceptHandler):
            _add(handler.type, names)
        for method in RAISE_EXPECTING_CALLS:
            for call in ctx.semantic.nodes.calls_named(method):
                if call.args:
                    _add(call.args[0], names)
        found = ctx.scratch[_SCRATCH] = frozenset(names)
    return found


def _add(expression: ast.AST | None, names: set[str]) -> None:
    if isinstance(expression, ast.Tuple):
        for element in expression.elts:
            _add(element, names)
    elif expression is not None:
        name = dotted_name(expression)
        if name:
            names.add(name)
