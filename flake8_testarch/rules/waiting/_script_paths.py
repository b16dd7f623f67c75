"""Paths a test builds from its own file's place (``Path(__file__).parent /
"helper.py"``, ``os.path.join(os.path.dirname(__file__), "helper.py")``),
worked out without running anything: where a script it runs lives."""

from __future__ import annotations

import ast
import os

from flake8_testarch.syntax import last_name

_MAX_DEPTH = 6
# Calls that keep the path they are given: ``str(p)``, ``os.fspath(p)``,
# ``Path(p)``, ``os.path.abspath(p)``; and methods that give the same path.
_SAME_PATH_CALLS = frozenset({"str", "fspath", "Path", "PurePath", "abspath", "realpath"})
_SAME_PATH_METHODS = frozenset({"resolve", "absolute"})


def path_from_this_file(element: ast.AST, ctx, depth: int = 0) -> str | None:
    """The absolute path ``element`` stands for, when it is built from
    ``__file__`` and written-out parts; None otherwise."""
    if depth > _MAX_DEPTH or not ctx.filename:
        return None
    kind = type(element)
    if kind is ast.Name:
        if element.id == "__file__":
            return os.path.abspath(ctx.filename)
        value = ctx.semantic.assigned_at(element)
        return None if value is None else path_from_this_file(value, ctx, depth + 1)
    if kind is ast.Attribute and element.attr == "parent":
        inner = path_from_this_file(element.value, ctx, depth + 1)
        return os.path.dirname(inner) if inner else None
    if kind is ast.BinOp and type(element.op) is ast.Div:
        inner = path_from_this_file(element.left, ctx, depth + 1)
        return _joined(inner, [element.right])
    if kind is not ast.Call:
        return None
    func, arguments = element.func, element.args
    name = last_name(func) if type(func) in (ast.Name, ast.Attribute) else None
    if type(func) is ast.Attribute and name in _SAME_PATH_METHODS and not arguments:
        return path_from_this_file(func.value, ctx, depth + 1)
    if type(func) is ast.Attribute and name == "joinpath":
        return _joined(path_from_this_file(func.value, ctx, depth + 1), arguments)
    if name in _SAME_PATH_CALLS and len(arguments) == 1:
        return path_from_this_file(arguments[0], ctx, depth + 1)
    if name == "dirname" and len(arguments) == 1:
        inner = path_from_this_file(arguments[0], ctx, depth + 1)
        return os.path.dirname(inner) if inner else None
    if name == "join" and arguments:
        return _joined(path_from_this_file(arguments[0], ctx, depth + 1), arguments[1:])
    return None


def _joined(base: str | None, parts: list) -> str | None:
    if base is None:
        return None
    texts = [part.value for part in parts if type(part) is ast.Constant]
    if len(texts) != len(parts) or not all(isinstance(text, str) for text in texts):
        return None
    return os.path.normpath(os.path.join(base, *texts))
