"""The nodes of one file by type, from one walk, for questions about the
whole file (every call with a ``target=``, every name read)."""

from __future__ import annotations

import ast
import bisect

from flake8_testarch.syntax import blocks, walk


class NodeIndex:
    def __init__(self, tree: ast.AST):
        self._by_type: dict[type, list[ast.AST]] = {}
        by_type = self._by_type
        self._placed: dict[type, tuple[list[ast.AST], list[int]]] = {}
        self._bound_below: frozenset[str] | None = None
        self._mentions: dict[str, int] | None = None
        self._calls_named: dict[str, list[ast.Call]] | None = None
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
            nodes = self.of(node_type)
            keys = [(node.lineno << _COLUMN_BITS) + node.col_offset for node in nodes]
            order = sorted(range(len(nodes)), key=keys.__getitem__)
            placed = self._placed[node_type] = ([nodes[i] for i in order], [keys[i] for i in order])
        nodes, starts = placed
        decorators = getattr(definition, "decorator_list", None)  # a lambda has none
        first = decorators[0] if decorators else definition
        low = bisect.bisect_left(starts, (first.lineno << _COLUMN_BITS) + first.col_offset)
        high = bisect.bisect_left(
            starts, (definition.end_lineno << _COLUMN_BITS) + definition.end_col_offset
        )
        return nodes[low:high]

    def mentions(self, name: str) -> int:
        """How often a name is read: as a plain name, or as the last part of
        an attribute (``f`` and ``self.f`` both mention ``f``)."""
        if self._mentions is None:
            counts: dict[str, int] = {}
            for node in self.of(ast.Name):
                if type(node.ctx) is ast.Load:
                    counts[node.id] = counts.get(node.id, 0) + 1
            for node in self.of(ast.Attribute):
                if type(node.ctx) is ast.Load:
                    counts[node.attr] = counts.get(node.attr, 0) + 1
            self._mentions = counts
        return self._mentions.get(name, 0)

    def calls_named(self, name: str) -> list[ast.Call]:
        """The calls whose callee is ``name`` or ``<something>.name``."""
        if self._calls_named is None:
            calls: dict[str, list[ast.Call]] = {}
            for call in self.of(ast.Call):
                func = call.func
                callee = func.id if type(func) is ast.Name else getattr(func, "attr", None)
                if callee is not None:
                    calls.setdefault(callee, []).append(call)
            self._calls_named = calls
        return self._calls_named.get(name, [])

    def names_bound_below(self, tree: ast.Module) -> frozenset[str]:
        """Every name code below the module level may bind, and some the
        module binds (a superset): stored names, parameters, imports and
        definitions not at the top, handler and match capture names. A name
        outside it is bound by the module alone, or not at all."""
        if self._bound_below is None:
            names = {node.id for node in self.of(ast.Name) if type(node.ctx) is not ast.Load}
            names.update(node.arg for node in self.of(ast.arg))
            top = set(map(id, tree.body))
            for node in self.of(ast.Import, ast.ImportFrom):
                if id(node) not in top:
                    names.update((a.asname or a.name).partition(".")[0] for a in node.names)
            for node in self.of(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
                if id(node) not in top:
                    names.add(node.name)
            for node in self.of(ast.ExceptHandler, ast.MatchAs, ast.MatchStar):
                names.add(node.name)
            names.update(node.rest for node in self.of(ast.MatchMapping))
            names.discard(None)
            self._bound_below = frozenset(names)
        return self._bound_below


# What ``statement_blocks`` gives a node no block holds.
NO_BLOCK = (None, [], -1)


def statement_blocks(tree: ast.AST) -> dict[ast.AST, tuple[ast.AST, list, int]]:
    """For each statement of the file: the node whose block holds it (the
    module, a definition, or a compound statement), that block (a body, an
    ``else``, a ``finally``, a handler's or a case's body) and its position
    there. One walk from statement to statement; expressions are not read."""
    found: dict[ast.AST, tuple[ast.AST, list, int]] = {}
    nodes = [tree]
    while nodes:
        node = nodes.pop()
        for _field, block in blocks(node):
            for index, item in enumerate(block):
                found[item] = (node, block, index)
                nodes.append(item)
    return found


# A node's start as one number, (line << _COLUMN_BITS) + column: numbers
# sort and compare faster than (line, column) pairs.
_COLUMN_BITS = 24
