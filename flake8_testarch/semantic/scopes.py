"""One scope of a file's semantic model: its node, the scope around it, and
the stretch of code that is its own (``semantic/model.py`` reads what it
binds and what is nested in it)."""

from __future__ import annotations

import ast
import re

from flake8_testarch.semantic import reading
from flake8_testarch.semantic.reading import STATEMENT_SCOPES, Binding
from flake8_testarch.semantic.reading import end as _end
from flake8_testarch.semantic.reading import position as _position


class Scope:
    """One scope of the file: its node, the scope around it, and (read on
    first use) its bindings by name in source order and the scopes nested in
    it, by position."""

    __slots__ = (
        "node", "parent", "_table", "_children", "_starts", "_stars", "start", "end", "_outer",
        "_statements", "_statement_starts", "_searched",
    )

    def __init__(self, node: ast.AST, parent: Scope | None):
        self.node = node
        self.parent = parent
        self._table: dict[str, list[Binding]] | None = None
        self._children: list[Scope] | None = None
        self._starts: list[tuple[int, int]] = []
        # Its statements, read when a question needs the lambdas and
        # comprehensions in them (see reading.py).
        self._statements: list[ast.stmt] | None = None
        self._statement_starts: list[tuple[int, int]] = []
        self._searched: set[int] = set()
        self._stars: list[str] = []
        self.start, self.end, self._outer = _span(node)

    @property
    def is_class(self) -> bool:
        return type(self.node) is ast.ClassDef

    @property
    def is_function(self) -> bool:
        return type(self.node) in (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)

    def outermost_function(self) -> ast.AST | None:
        """The outermost function among this scope and those around it (a
        module-level function, or a method of a module-level class)."""
        found, scope = None, self
        while scope is not None:
            if type(scope.node) in (ast.FunctionDef, ast.AsyncFunctionDef):
                found = scope.node
            scope = scope.parent
        return found

    def contains(self, position: tuple[int, int]) -> bool:
        if self.parent is None:
            return True
        if not (self.start <= position < self.end):
            return False
        outer = self._outer
        return outer is None or not (_position(outer) <= position < _end(outer))


def _span(node: ast.AST):
    """Where a scope's own code is: (start, end, a part inside it that belongs
    to the scope around it). A function's or class's decorators, bases,
    defaults and annotations run in the scope around it, so its span is its
    body; a comprehension's first iterable is read outside it."""
    node_type = type(node)
    if node_type is ast.Module:
        return (0, 0), (1 << 62, 0), None
    if node_type in STATEMENT_SCOPES:
        return reading.start(node.body[0]), _end(node), None
    if node_type is ast.Lambda:
        return _position(node.body), _end(node.body), None
    return _position(node), _end(node), node.generators[0].iter


_INLINE_FOR = re.compile(r"\S(?<!async)[ \t]+for\b")


def may_open_scope(line: str) -> bool:
    """Whether a lambda or comprehension may start on a line: it names
    ``lambda``, has a ``for`` after other code, or starts with a ``for`` that
    does not end as a ``for`` statement's header does (a comprehension's
    ``for`` on a line of its own)."""
    if "lambda" in line or _INLINE_FOR.search(line):
        return True
    code = line.lstrip()
    if code.startswith("async"):
        code = code[5:].lstrip()
    return code.startswith("for") and not code.split("#", 1)[0].rstrip().endswith(":")
