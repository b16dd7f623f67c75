"""Imports that only stand in when another fails: the name a ``try`` body
imports and an ``except ImportError:`` handler imports again. Code is read
as where its dependencies are installed, so the ``try`` body's is the
binding in effect."""

from __future__ import annotations

import ast

_IMPORT_ERRORS = frozenset({"ImportError", "ModuleNotFoundError"})


def fallback_imports(block: ast.Try) -> list[ast.AST]:
    """The imports of an ``except ImportError:`` handler that bind only
    names the ``try`` body imports too (``try: from twisted.trial.unittest
    import TestCase`` / ``except ImportError: from unittest import
    TestCase``): the code is read as where its dependencies are installed,
    so the ``try`` body's import is the binding in effect."""
    tried = {name for statement in block.body for name in _imported_names(statement)}
    if not tried:
        return []
    found = []
    for handler in block.handlers:
        if not catches_import_errors(handler.type):
            continue
        for statement in handler.body:
            imported = _imported_names(statement)
            if imported and imported <= tried:
                found.append(statement)
    return found


def catches_import_errors(caught: ast.AST | None) -> bool:
    """Whether an ``except`` clause's type names ``ImportError`` or
    ``ModuleNotFoundError`` (alone or in a tuple)."""
    names = caught.elts if type(caught) is ast.Tuple else [caught]
    return any(_last(name) in _IMPORT_ERRORS for name in names)


def _imported_names(statement: ast.AST) -> set[str]:
    if type(statement) not in (ast.Import, ast.ImportFrom):
        return set()
    return {
        alias.asname or alias.name.partition(".")[0] for alias in statement.names
    }


def _last(node) -> str:
    if type(node) is ast.Attribute:
        return node.attr
    return node.id if type(node) is ast.Name else ""
