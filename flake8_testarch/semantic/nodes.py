"""The nodes of one file by type, from one walk, for questions about the
whole file (every call with a ``target=``, every name read)."""

from __future__ import annotations

import ast
import bisect

from flake8_testarch.syntax import walk


class NodeIndex:
    def __init__(self, tree: ast.AST):
        self._by_type: dict[type, list[ast.AST]] = {}
        by_type = self._by_type
        self._placed: dict[type, tuple[list[ast.AST], list[tuple[int, int]]]] = {}
        for node in walk(tree):
            found = by_type.get(type(node))
            if found is None:
                by_type[type(node)] = [node]
            else:
                found.append(node)

    def of(self, *types: type) -> list[ast.AST]:
        """Every node of these types, in no set order."""
        if len(types) == 1:
            return self._by_type.get(types[0], [])
        return [node for node_type in types for node in self._by_type.get(node_type, ())]

    def within(self, node_type: type, definition: ast.AST) -> list[ast.AST]:
        """The nodes of a type written in a definition, in source order: its
        decorators, signature and body, nested definitions and lambdas
        included. A node's place in the file says whether the definition
        holds it, so a question about each of many functions does not walk
        each again."""
        placed = self._placed.get(node_type)
        if placed is None:
            nodes = sorted(self.of(node_type), key=_start)
            placed = self._placed[node_type] = (nodes, [_start(node) for node in nodes])
        nodes, starts = placed
        first = definition.decorator_list[0] if definition.decorator_list else definition
        low = bisect.bisect_left(starts, _start(first))
        high = bisect.bisect_left(starts, (definition.end_lineno, definition.end_col_offset))
        return nodes[low:high]


def _start(node: ast.AST) -> tuple[int, int]:
    return node.lineno, node.col_offset
