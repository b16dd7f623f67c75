"""What a local name was bound to, read from the code around it (no inference).

Cheap facts about one scope: ``t = threading.Thread(...)``, ``with
ThreadPoolExecutor() as pool``, ``for t in threads``, ``threads.append(t)``,
a parameter and its annotation, ``self.worker = ...`` in a class. Rules try
these first and ask astroid only about what they leave open.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

import attrs

_NESTED_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)


@attrs.frozen
class Binding:
    """How a name got a value: ``kind`` is 'value' (``value`` is the bound
    expression), 'element' (one element of ``value``, an iterable), or
    'parameter' (``value`` is the annotation, or None)."""

    kind: str
    value: ast.AST | None


def walk_scope(scope: ast.AST) -> Iterator[ast.AST]:
    """Every node in a scope's body, not entering nested functions or classes."""
    stack = list(getattr(scope, "body", ()))
    if isinstance(scope, ast.Lambda):
        stack = [scope.body]
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, _NESTED_SCOPES):
            stack.extend(ast.iter_child_nodes(node))


def walk_local(node: ast.AST) -> Iterator[ast.AST]:
    """``node`` and everything under it, not entering nested functions or classes."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        for child in ast.iter_child_nodes(current):
            if not isinstance(child, _NESTED_SCOPES):
                stack.append(child)


def _targets_binding(target: ast.AST, value: ast.AST, name: str, kind: str) -> Iterator[Binding]:
    if isinstance(target, ast.Name) and target.id == name:
        yield Binding(kind, value)
    elif isinstance(target, (ast.Tuple, ast.List)):
        values = value.elts if isinstance(value, (ast.Tuple, ast.List)) else None
        for position, element in enumerate(target.elts):
            if values is not None and len(values) == len(target.elts) and kind == "value":
                yield from _targets_binding(element, values[position], name, kind)
            elif isinstance(element, ast.Name) and element.id == name:
                yield Binding("unknown", None)


def bindings_in_scope(name: str, scope: ast.AST) -> list[Binding]:
    """Every way ``name`` is bound directly in ``scope`` (a function, lambda or module)."""
    found: list[Binding] = []
    arguments = getattr(scope, "args", None)
    if isinstance(arguments, ast.arguments):
        every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
        every += [arg for arg in (arguments.vararg, arguments.kwarg) if arg is not None]
        for argument in every:
            if argument.arg == name:
                found.append(Binding("parameter", argument.annotation))
    for node in walk_scope(scope):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                found.extend(_targets_binding(target, node.value, name, "value"))
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            if isinstance(node.target, ast.Name) and node.target.id == name:
                found.append(Binding("value", getattr(node, "value", None)))
        elif isinstance(node, ast.NamedExpr):
            if node.target.id == name:
                found.append(Binding("value", node.value))
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            for item in node.items:
                if item.optional_vars is not None:
                    bound = _targets_binding(item.optional_vars, item.context_expr, name, "value")
                    found.extend(bound)
        elif isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
            found.extend(_targets_binding(node.target, node.iter, name, "element"))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if node.name == name:
                found.append(Binding("definition", node))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if (alias.asname or alias.name.split(".")[0]) == name:
                    found.append(Binding("import", node))
    return found


def appended_values(name: str, scope: ast.AST) -> list[ast.AST]:
    """Values added to the collection ``name`` with ``append``/``add``/``extend`` in scope."""
    values = []
    for node in walk_scope(scope):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id == name
            and node.func.attr in ("append", "add", "insert", "appendleft")
            and node.args
        ):
            values.append(node.args[-1])
    return values


def self_attribute_values(attribute: str, cls: ast.ClassDef) -> list[ast.AST]:
    """Values assigned to ``self.<attribute>`` (or ``cls.<attribute>``) in a class's methods."""
    values = []
    for method in cls.body:
        if not isinstance(method, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in walk_scope(method):
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                targets = [node.target]
            else:
                continue
            for target in targets:
                if (
                    isinstance(target, ast.Attribute)
                    and target.attr == attribute
                    and isinstance(target.value, ast.Name)
                    and target.value.id in ("self", "cls")
                ):
                    values.append(node.value)
    for node in cls.body:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name) and target.id == attribute:
                    values.append(node.value)
    return values
