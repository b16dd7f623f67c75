"""What a name in a file stands for: import aliases resolved to dotted names.

``import time as t`` makes ``t.sleep`` read ``time.sleep``; ``from asyncio
import sleep as pause`` makes ``pause`` read ``asyncio.sleep``. Relative
imports keep their leading dots (``from . import helpers`` gives
``.helpers``).
"""

from __future__ import annotations

import ast

from flake8_testarch.semantic.reading import bindings_in
from flake8_testarch.syntax import attribute_chain


class ImportMap:
    """Local names bound by import statements, to the dotted names they stand for."""

    def __init__(self) -> None:
        # Local name -> the dotted name it stands for.
        self.names: dict[str, str] = {}
        # Modules imported with ``from module import *``, in import order.
        self.star_modules: list[str] = []

    def add(self, node: ast.Import | ast.ImportFrom) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    self.names[alias.asname] = alias.name
                else:
                    root = alias.name.split(".", 1)[0]
                    self.names[root] = root
            return
        base = "." * node.level + (node.module or "")
        for alias in node.names:
            if alias.name == "*":
                if base not in self.star_modules:
                    self.star_modules.append(base)
                continue
            separator = "" if base.endswith(".") or not base else "."
            self.names[alias.asname or alias.name] = f"{base}{separator}{alias.name}"

    def add_all(self, statements) -> None:
        for statement in statements:
            if isinstance(statement, (ast.Import, ast.ImportFrom)):
                self.add(statement)

    def qualified(self, local_name: str) -> str | None:
        return self.names.get(local_name)

    def callee(self, node: ast.AST) -> ast.AST:
        """An import map knows no local aliases: what a call calls is what it names."""
        return node

    def inside(self, function: ast.AST) -> "FunctionNames":
        """The map as seen from inside one function of the module, which
        knows the aliases that function binds (``eq = self.assertEqual``)."""
        return FunctionNames(self, function)

    def resolve(self, node: ast.AST) -> str | None:
        """The dotted name an expression such as ``t.sleep`` stands for, or None
        when its root is not an imported name."""
        root, attributes = attribute_chain(node)
        target = self.names.get(root.id) if root is not None else None
        if target is None:
            return None
        return ".".join([target, *attributes])


# How many aliases of aliases ``FunctionNames.callee`` follows.
_ALIAS_DEPTH = 3


class FunctionNames:
    """A module's import map seen from inside one of its functions read from
    disk (a helper the linted file calls), where no semantic model was
    built: a name whose one binding in the function makes it another name
    or an attribute (``eq = self.assertEqual``) is an alias of that;
    everything else is the module's import map."""

    __slots__ = ("_imports", "_function")

    def __init__(self, imports: ImportMap, function: ast.AST) -> None:
        self._imports = imports
        self._function = function

    def __getattr__(self, name: str):
        return getattr(self._imports, name)

    def callee(self, node: ast.AST) -> ast.AST:
        for _ in range(_ALIAS_DEPTH):
            if type(node) is not ast.Name:
                return node
            found = bindings_in(node.id, self._function)
            aliased = found[0].aliased if len(found) == 1 else None
            if aliased is None:
                return node
            node = aliased
        return node

    def resolve(self, node: ast.AST) -> str | None:
        return self._imports.resolve(node)
