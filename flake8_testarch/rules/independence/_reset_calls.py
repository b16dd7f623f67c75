"""The reset helpers of one file: the functions and methods its teardown code
calls, in a ``finally`` (``finally: self.clear_env()``) or after a
generator's ``yield`` (a fixture's ``env.clear()`` on an instance of a class
of the file). Their removals are restores, and what such a method puts back,
its class's other methods' changes get back.
"""

from __future__ import annotations

import ast
import bisect

from flake8_testarch.semantic.model import bindings_in
from flake8_testarch.syntax import walk_local
from flake8_testarch.rules.independence._changes import Change
from flake8_testarch.rules.independence._function_facts import TRY_TYPES, YIELDS

_FUNCTION_TYPES = (ast.FunctionDef, ast.AsyncFunctionDef)


class ResetCalls:
    """Read once per file, from the file's restoring code (``state``, see
    _restore_regions.py), which keeps it: it keeps no reference back, so
    that the file's tree is freed with the state."""

    def __init__(self, state):
        ctx = state.ctx
        calls: list[tuple[ast.Call, ast.AST | None]] = []
        if "finally" in ctx.text:
            for block in ctx.nodes_of(*TRY_TYPES):
                calls.extend((call, None) for call in _statement_calls(block.finalbody))
        if "yield" in ctx.text:
            for function in _generators(ctx):
                body = function.body
                first = next(
                    (at for at, statement in enumerate(body)
                     if any(isinstance(inner, YIELDS) for inner in walk_local(statement))),
                    len(body),
                )
                calls.extend((call, function) for call in _statement_calls(body[first + 1:]))
        names: set[str] = set()
        self._methods: dict[str, set[str]] = {}
        defs = state.module_defs()
        for call, function in calls:
            func = call.func
            if type(func) is ast.Name:
                names.add(func.id)
            elif type(func) is ast.Attribute and type(func.value) is ast.Name:
                if func.value.id in ("self", "cls"):
                    names.add(func.attr)
                    continue
                made = _instance_class(func.value.id, function, defs)
                if made is not None:
                    names.add(func.attr)
                    self._methods.setdefault(made.name, set()).add(func.attr)
        # Names of the functions and methods teardown code calls.
        self.names = frozenset(names)
        # The calls themselves, made as statements of teardown code.
        self.calls = frozenset(call for call, _function in calls)

    def methods(self, cls: ast.ClassDef) -> list[ast.AST]:
        """The methods of a class of the file that teardown code calls on an
        instance of it (``env = SetEnv()``, ``yield env``, ``env.clear()``)."""
        names = self._methods.get(cls.name, ())
        return [s for s in cls.body if isinstance(s, _FUNCTION_TYPES) and s.name in names]

    def restore(self, state, change: Change, cls: ast.ClassDef) -> bool:
        """Whether such a method of the change's class puts the change back."""
        defs = state.module_defs()
        return any(
            cover.covers(change)
            for method in self.methods(cls)
            for cover in state.region_covers(method.body, state.resolve, cls, defs)
        )


def _generators(ctx) -> list[ast.AST]:
    """The file's top-level functions and methods whose lines hold a ``yield``."""
    lines = [number for number, line in enumerate(ctx.lines, 1) if "yield" in line]
    found = []
    for statement in ctx.tree.body:
        inner = statement.body if isinstance(statement, ast.ClassDef) else [statement]
        for definition in inner:
            if isinstance(definition, _FUNCTION_TYPES):
                at = bisect.bisect_left(lines, definition.lineno)
                if at < len(lines) and lines[at] <= definition.end_lineno:
                    found.append(definition)
    return found


def _statement_calls(statements) -> list[ast.Call]:
    """The calls made as statements of a block (``self.reset()``, ``env.clear()``)."""
    return [s.value for s in statements if type(s) is ast.Expr and type(s.value) is ast.Call]


def _instance_class(name: str, function, defs) -> ast.ClassDef | None:
    """The class of the file a function's local ``name`` is made by
    (``env = SetEnv()``), else None."""
    if function is None:
        return None
    for binding in bindings_in(name, function):
        value = binding.value if binding.kind == "value" else None
        if type(value) is ast.Call and type(value.func) is ast.Name:
            made = defs.get(value.func.id)
            if isinstance(made, ast.ClassDef):
                return made
    return None
