"""What a local name was bound to, read from the code around it (no inference).

Cheap facts about one scope: ``t = threading.Thread(...)``, ``with
ThreadPoolExecutor() as pool``, ``for t in threads``, ``threads.append(t)``,
a parameter and its annotation, ``self.worker = ...`` in a class, the local
function or class a call goes to. Rules try these first and ask astroid only
about what they leave open.
"""

from __future__ import annotations

import ast
import weakref
from collections.abc import Iterator
from typing import NamedTuple

from flake8_testarch.core.syntax import child_nodes

_NESTED_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


class Binding(NamedTuple):
    """How a name got a value: ``kind`` is 'value' (``value`` is the bound
    expression), 'element' (one element of ``value``, an iterable), or
    'parameter' (``value`` is the annotation, or None)."""

    kind: str
    value: ast.AST | None


def walk_scope(scope: ast.AST) -> Iterator[ast.AST]:
    """Every node in a scope's body, not entering nested functions or classes."""
    stack = [scope.body] if isinstance(scope, ast.Lambda) else list(getattr(scope, "body", ()))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, _NESTED_SCOPES):
            stack.extend(child_nodes(node))


def walk_local(node: ast.AST) -> Iterator[ast.AST]:
    """``node`` and everything under it, not entering nested functions or classes."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        for child in child_nodes(current):
            if not isinstance(child, _NESTED_SCOPES):
                stack.append(child)


def _targets_bindings(target: ast.AST, value: ast.AST, kind: str):
    """(name, Binding) for each name an assignment target binds."""
    if isinstance(target, ast.Name):
        yield target.id, Binding(kind, value)
    elif isinstance(target, (ast.Tuple, ast.List)):
        values = value.elts if isinstance(value, (ast.Tuple, ast.List)) else None
        for position, element in enumerate(target.elts):
            if values is not None and len(values) == len(target.elts) and kind == "value":
                yield from _targets_bindings(element, values[position], kind)
            elif isinstance(element, ast.Name):
                yield element.id, Binding("unknown", None)


def bindings_in_scope(name: str, scope: ast.AST) -> list[Binding]:
    """Every way ``name`` is bound directly in ``scope`` (a function, lambda or module)."""
    return list(_scope_bindings(scope).get(name, ()))


# Each scope's bindings by name, read in one walk. Weak keys: an entry goes
# with its file's tree, so a long flake8 run does not keep every tree it saw.
_TABLES: weakref.WeakKeyDictionary[ast.AST, dict[str, list[Binding]]] = weakref.WeakKeyDictionary()


def _scope_bindings(scope: ast.AST) -> dict[str, list[Binding]]:
    table = _TABLES.get(scope)
    if table is None:
        table = {}
        for name, binding in _read_bindings(scope):
            table.setdefault(name, []).append(binding)
        _TABLES[scope] = table
    return table


def parameters(scope: ast.AST) -> list[ast.arg]:
    """Every parameter of a function or lambda, ``*args`` and ``**kwargs``
    included; none for a module or class."""
    arguments = getattr(scope, "args", None)
    if not isinstance(arguments, ast.arguments):
        return []
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    return every + [arg for arg in (arguments.vararg, arguments.kwarg) if arg is not None]


def on_self(node: ast.AST) -> bool:
    """``self.<name>`` or ``cls.<name>``."""
    return (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id in ("self", "cls")
    )


# Nodes that bind a name, and nodes under which nothing is ever bound.
_BINDERS = frozenset({
    ast.Assign, ast.AnnAssign, ast.AugAssign, ast.NamedExpr, ast.With, ast.AsyncWith,
    ast.For, ast.AsyncFor, ast.comprehension, ast.FunctionDef, ast.AsyncFunctionDef,
    ast.ClassDef, ast.Import, ast.ImportFrom,
})
_BARREN = (ast.Name, ast.Constant, ast.expr_context, ast.operator, ast.unaryop, ast.cmpop,
           ast.boolop)


def _binders(scope: ast.AST) -> list[ast.AST]:
    """The nodes of a scope's body that bind names, in ``walk_scope`` order
    (nested functions and classes bind their name but are not entered)."""
    found = []
    stack = [scope.body] if isinstance(scope, ast.Lambda) else list(getattr(scope, "body", ()))
    pop, push, iter_children, binders = stack.pop, stack.append, child_nodes, _BINDERS
    while stack:
        node = pop()
        if type(node) in binders:
            found.append(node)
        if not isinstance(node, _NESTED_SCOPES):
            for child in iter_children(node):
                if not isinstance(child, _BARREN):
                    push(child)
    return found


def _read_bindings(scope: ast.AST):
    for argument in parameters(scope):
        yield argument.arg, Binding("parameter", argument.annotation)
    for node in _binders(scope):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                yield from _targets_bindings(target, node.value, "value")
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            if isinstance(node.target, ast.Name):
                yield node.target.id, Binding("value", getattr(node, "value", None))
        elif isinstance(node, ast.NamedExpr):
            yield node.target.id, Binding("value", node.value)
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            for item in node.items:
                if item.optional_vars is not None:
                    yield from _targets_bindings(item.optional_vars, item.context_expr, "value")
        elif isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
            yield from _targets_bindings(node.target, node.iter, "element")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            yield node.name, Binding("definition", node)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                yield alias.asname or alias.name.split(".")[0], Binding("import", node)


def innermost_bindings(name: str, scopes) -> tuple[ast.AST | None, list[Binding]]:
    """The innermost of ``scopes`` (outermost first) that binds ``name``, and how."""
    for scope in reversed(scopes):
        found = bindings_in_scope(name, scope)
        if found:
            return scope, found
    return None, []


def own_method(cls: ast.ClassDef, name: str) -> ast.AST | None:
    """The method ``name`` that a class defines in its own body (bases not read)."""
    methods = _METHODS.get(cls)
    if methods is None:
        # Read once per class: every test of a large class asks for its hooks.
        methods = _METHODS[cls] = {}
        for statement in cls.body:
            if isinstance(statement, _FUNCTIONS):
                methods.setdefault(statement.name, statement)
    return methods.get(name)


# Each class's own methods by name, and the values of its attributes by name.
# Weak keys, as for _TABLES.
_METHODS: weakref.WeakKeyDictionary[ast.AST, dict[str, ast.AST]] = weakref.WeakKeyDictionary()
_ATTRIBUTES: weakref.WeakKeyDictionary[ast.AST, dict[str, list[ast.AST]]] = (
    weakref.WeakKeyDictionary()
)


def local_definition(func: ast.AST, scopes, classes=()) -> ast.AST | None:
    """The function or class of this code that a call goes to, when it is plain
    to see: ``name(...)`` where the innermost of ``scopes`` (outermost first)
    that binds ``name`` binds it once, with a ``def`` or ``class``; and
    ``self.name(...)`` / ``cls.name(...)`` where the innermost of ``classes``
    defines that method itself."""
    if isinstance(func, ast.Name):
        if not any(func.id in _definition_names(scope) for scope in scopes):
            return None  # most calls go to builtins and imports: no table needed
        _scope, found = innermost_bindings(func.id, scopes)
        if len(found) == 1 and found[0].kind == "definition":
            return found[0].value
        return None
    if on_self(func) and classes:
        return own_method(classes[-1], func.attr)
    return None


_DEFINITION_NAMES: weakref.WeakKeyDictionary[ast.AST, frozenset[str]] = (
    weakref.WeakKeyDictionary()
)
_STATEMENT_LISTS = ("body", "orelse", "finalbody", "handlers", "cases")


def _definition_names(scope: ast.AST) -> frozenset[str]:
    """Names a scope binds with ``def`` or ``class`` (these are statements, so
    only statement lists are read)."""
    names = _DEFINITION_NAMES.get(scope)
    if names is None:
        found = set()
        body = getattr(scope, "body", None)
        stack = list(body) if isinstance(body, list) else []
        while stack:
            statement = stack.pop()
            if isinstance(statement, _DEFINITIONS):
                found.add(statement.name)
                continue
            for field in _STATEMENT_LISTS:
                stack.extend(getattr(statement, field, ()))
        names = _DEFINITION_NAMES[scope] = frozenset(found)
    return names


def is_none(node: ast.AST | None) -> bool:
    """No value, or the literal ``None``: ``return``, ``x = None`` (which says
    nothing about what ``x`` will hold)."""
    return node is None or (isinstance(node, ast.Constant) and node.value is None)


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
    table = _ATTRIBUTES.get(cls)
    if table is None:
        # Every attribute's values in one read of the class, not one per question.
        table = _ATTRIBUTES[cls] = {}
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
                    if on_self(target):
                        table.setdefault(target.attr, []).append(node.value)
        for node in cls.body:
            if isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        table.setdefault(target.id, []).append(node.value)
    return list(table.get(attribute, ()))
