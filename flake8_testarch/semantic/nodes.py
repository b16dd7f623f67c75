"""The nodes of one file by type, from one walk, for questions about the
whole file (every call with a ``target=``, every name read), and the calls
inside any definition found by position instead of by walking it again."""

from __future__ import annotations

import ast
import bisect

from flake8_testarch.syntax import walk


class NodeIndex:
    def __init__(self, tree: ast.AST):
        self._by_type: dict[type, list[ast.AST]] = {}
        by_type = self._by_type
        for node in walk(tree):
            found = by_type.get(type(node))
            if found is None:
                by_type[type(node)] = [node]
            else:
                found.append(node)
        self._calls: list[ast.Call] | None = None
        self._call_starts: list[tuple[int, int]] = []

    def of(self, *types: type) -> list[ast.AST]:
        """Every node of these types, in no set order."""
        if len(types) == 1:
            return self._by_type.get(types[0], [])
        return [node for node_type in types for node in self._by_type.get(node_type, ())]

    def calls_in(self, definition: ast.AST) -> list[ast.Call]:
        """Every call written inside a definition (its decorators, signature
        and body, nested functions and lambdas included), in source order."""
        if self._calls is None:
            self._calls = sorted(self.of(ast.Call), key=_position)
            self._call_starts = [_position(call) for call in self._calls]
        decorators = getattr(definition, "decorator_list", None) or ()
        first = min([_position(definition), *(_position(d) for d in decorators)])
        last = (definition.end_lineno, definition.end_col_offset)
        starts = self._call_starts
        return self._calls[bisect.bisect_left(starts, first):bisect.bisect_left(starts, last)]


def _position(node: ast.AST) -> tuple[int, int]:
    return node.lineno, node.col_offset
