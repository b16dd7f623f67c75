"""Cleanup registrations: calls that register work for after the test,
class or module (``self.addCleanup(...)``, ``request.addfinalizer(...)``,
``stack.callback(...)``), also made by decorating the function
(``@request.addfinalizer`` on ``def restore():``)."""

from __future__ import annotations

import ast

from flake8_testarch.suite.vocabulary import CLEANUP_METHODS


def is_cleanup_call(call: ast.Call) -> bool:
    """A call that registers work for after the test, class or module:
    ``self.addCleanup(...)``, ``request.addfinalizer(...)``,
    ``stack.callback(...)``, ``self.enterContext(...)``."""
    func = call.func
    return type(func) is ast.Attribute and func.attr in CLEANUP_METHODS


def decorator_registrations(function: ast.AST) -> list[ast.Call]:
    """The cleanup registrations a definition's decorators make, each as the
    call it amounts to: ``@request.addfinalizer`` (or ``@self.addCleanup``,
    ``@stack.callback``) on ``def restore():`` registers ``restore`` as
    ``request.addfinalizer(restore)`` would."""
    decorators = getattr(function, "decorator_list", None)
    if not decorators:
        return []
    found = []
    for decorator in decorators:
        if type(decorator) is ast.Attribute and decorator.attr in CLEANUP_METHODS:
            call = ast.Call(
                func=decorator, args=[ast.Name(id=function.name, ctx=ast.Load())], keywords=[]
            )
            found.append(ast.copy_location(call, function))
    return found


def nested_registrations(nodes) -> list[ast.Call]:
    """``decorator_registrations`` of the definitions written directly among
    ``nodes`` (a function's own nodes, nested definitions not entered)."""
    found = []
    for node in nodes:
        for field in _STATEMENT_LISTS.get(type(node), ()):
            statements = getattr(node, field, None)
            if type(statements) is not list:
                continue
            for statement in statements:
                if type(statement) in (ast.FunctionDef, ast.AsyncFunctionDef):
                    found.extend(decorator_registrations(statement))
    return found


# The fields that hold statements, by node type (``If``: body and orelse):
# only these nodes can hold a definition.
_STATEMENT_LISTS = {
    node_type: fields
    for node_type in (getattr(ast, name) for name in dir(ast))
    if isinstance(node_type, type) and issubclass(node_type, ast.AST)
    for fields in [tuple(f for f in ("body", "orelse", "finalbody") if f in node_type._fields)]
    if fields
}
