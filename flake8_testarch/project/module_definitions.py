"""What a module defines at module level, read from its tree: the
functions and classes of its body and of its ``if``, ``try``, ``with`` and
loop blocks (the last one wins; one in an ``except`` handler is a fallback
for a name nothing else binds)."""

from __future__ import annotations

import ast

from flake8_testarch.syntax import TRIES


def module_level_definitions(statements) -> dict[str, ast.AST]:
    """The definitions by name (see the module docstring)."""
    found: dict[str, ast.AST] = {}
    _module_level_definitions(statements, found)
    return found


_BLOCK_STATEMENTS = (ast.If, ast.With, ast.AsyncWith, ast.For, ast.AsyncFor, ast.While)


def _module_level_definitions(statements, found: dict, fallback: bool = False) -> None:
    for statement in statements:
        kind = type(statement)
        if kind in (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
            if not fallback or statement.name not in found:
                found[statement.name] = statement
        elif kind in _BLOCK_STATEMENTS:
            _module_level_definitions(statement.body, found, fallback)
            _module_level_definitions(getattr(statement, "orelse", ()), found, fallback)
        elif kind in TRIES:
            _module_level_definitions(statement.body, found, fallback)
            _module_level_definitions(statement.orelse, found, fallback)
            _module_level_definitions(statement.finalbody, found, fallback)
            # A fallback stands for nothing the `try` binds otherwise
            # (`from twisted.trial.unittest import TestCase`, then `class
            # TestCase: pass` in `except ImportError:`): code is read as
            # where its dependencies are installed.
            bound = _names_bound(statement.body)
            for handler in statement.handlers:
                fallbacks: dict = {}
                _module_level_definitions(handler.body, fallbacks, True)
                for name, definition in fallbacks.items():
                    if name not in bound:
                        found.setdefault(name, definition)


def _names_bound(statements) -> set[str]:
    """The names a block's own statements import or assign."""
    names = set()
    for statement in statements:
        if type(statement) in (ast.Import, ast.ImportFrom):
            names.update(
                (alias.asname or alias.name).partition(".")[0] for alias in statement.names
            )
        elif type(statement) is ast.Assign:
            names.update(t.id for t in statement.targets if type(t) is ast.Name)
    return names
