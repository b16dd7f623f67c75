"""The nodes of one file by type, from one walk, for questions about the
whole file (every call with a ``target=``, every name read)."""

from __future__ import annotations

import ast

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

    def of(self, *types: type) -> list[ast.AST]:
        """Every node of these types, in no set order."""
        if len(types) == 1:
            return self._by_type.get(types[0], [])
        return [node for node_type in types for node in self._by_type.get(node_type, ())]
