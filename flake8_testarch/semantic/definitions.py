"""Which ``def`` or ``class`` of the file a name stands for where it is
written, and which calls reach it: the part of the file's semantic model
(``model.SemanticModel``, which mixes this in) that answers from its
bindings."""

from __future__ import annotations

import ast

from flake8_testarch.semantic.scopes import Scope
from flake8_testarch.syntax import on_self, own_method


class Definitions:
    """Mixed into ``SemanticModel``, which gives ``binding_at``, ``table``
    and ``nodes``."""

    def definition(self, name_node: ast.Name, near: Scope | None = None) -> ast.AST | None:
        """The ``def`` or ``class`` of this file a name stands for where it is
        written, when that is its only binding in the scope that binds it."""
        found = self.alternative_definitions(name_node, near)
        return found[0] if len(found) == 1 else None

    def may_stand_for(self, name_node: ast.Name, definition: ast.AST) -> bool:
        """Whether a name may stand for this ``def`` or ``class`` of the file
        where it is written: its only definition there, or one of those its
        scope binds in turn (``async def on_sniff`` under ``if``, ``def
        on_sniff`` under ``else``)."""
        return definition in self.alternative_definitions(name_node)

    def alternative_definitions(self, name_node: ast.Name, near: Scope | None = None) -> list:
        """Every ``def`` or ``class`` a name may stand for where it is written,
        when each binding of it in the scope that binds it is one (``def
        create_thread`` in a ``try`` and again in its ``except ImportError``)."""
        binding, scope = self.binding_at(name_node, near)
        if binding is None:
            return []
        bindings = self.table(scope)[name_node.id]
        return [b.value for b in bindings] if all(
            b.kind == "definition" for b in bindings
        ) else []

    def only_called(self, function: ast.AST) -> list[ast.Call]:
        """The calls of a function of the file by its name (``helper(...)``),
        when the file names it nowhere else: it is not handed on, so these
        calls are all the ways it runs. Empty otherwise."""
        nodes = self.nodes
        calls = [
            call for call in nodes.calls_named(function.name)
            if type(call.func) is ast.Name and self.may_stand_for(call.func, function)
        ]
        return calls if nodes.mentions(function.name) == len(calls) else []

    def called_definition(self, func: ast.AST, near: Scope) -> ast.AST | None:
        """The ``def`` or ``class`` of this file a call goes to, when it is
        plain to see: ``name(...)`` (see ``definition``), and
        ``self.name(...)`` / ``cls.name(...)`` in a method, where the method's
        class defines ``name`` itself."""
        if type(func) is ast.Name:
            return self.definition(func, near)
        if on_self(func):
            cls = self.enclosing_class(near)
            if cls is not None:
                return own_method(cls, func.attr)
        return None

    @staticmethod
    def enclosing_class(scope: Scope | None) -> ast.ClassDef | None:
        """The class whose method (or code nested in one) ``scope`` is: the
        class ``self`` belongs to there."""
        while scope is not None:
            if scope.is_class:
                return scope.node
            scope = scope.parent
        return None
