"""What a class's code assigns to its attributes: ``self.<name> = value``
in its methods, ``<name> = value`` in its body. An assignment whose value
the very next statement replaces, with no read in between, is left out:
nothing ever sees that value (``self.path = "/tmp/x"`` followed by
``self.fd, self.path = tempfile.mkstemp()``)."""

from __future__ import annotations

import ast
import weakref

from flake8_testarch.syntax import on_self, walk_scope

_FUNCTION_TYPES = (ast.FunctionDef, ast.AsyncFunctionDef)
_SCOPES = (*_FUNCTION_TYPES, ast.ClassDef, ast.Lambda)
_BLOCK_FIELDS = ("body", "orelse", "finalbody")


def attribute_values(attribute: str, cls: ast.ClassDef) -> list[ast.AST]:
    """Values assigned to ``self.<attribute>`` (or ``cls.<attribute>``) in
    a class's methods, and to ``attribute`` in its body (read once per
    class, for every attribute)."""
    table = _ATTRIBUTES.get(cls)
    if table is None:
        table = _ATTRIBUTES[cls] = _assigned_attributes(cls)
    return list(table.get(attribute, ()))


_ATTRIBUTES: weakref.WeakKeyDictionary[ast.ClassDef, dict] = weakref.WeakKeyDictionary()


def _assigned_attributes(cls: ast.ClassDef) -> dict[str, list[ast.AST]]:
    table: dict[str, list[ast.AST]] = {}
    for method in cls.body:
        if type(method) not in _FUNCTION_TYPES:
            continue
        replaced = _replaced_at_once(method)
        for node in walk_scope(method):
            if type(node) is ast.Assign:
                targets = node.targets
            elif type(node) is ast.AnnAssign and node.value is not None:
                targets = [node.target]
            else:
                continue
            for target in targets:
                if on_self(target) and (node, target.attr) not in replaced:
                    table.setdefault(target.attr, []).append(node.value)
    for node in cls.body:
        if type(node) is ast.Assign:
            for target in node.targets:
                if type(target) is ast.Name:
                    table.setdefault(target.id, []).append(node.value)
    return table


def _replaced_at_once(method: ast.AST) -> set[tuple[ast.AST, str]]:
    """(assignment, attribute) pairs whose value the next statement of the
    same block assigns again without reading it."""
    found = set()
    for node in (method, *walk_scope(method)):
        if node is not method and type(node) in _SCOPES:
            continue  # (yielded, not entered: its assignments are not the class's)
        for field in _BLOCK_FIELDS:
            block = getattr(node, field, None)
            if type(block) is not list:
                continue
            for first, then in zip(block, block[1:]):
                if type(first) not in (ast.Assign, ast.AnnAssign) or type(then) is not ast.Assign:
                    continue
                targets = first.targets if type(first) is ast.Assign else [first.target]
                again = _self_attributes(then.targets) - _self_attributes_read(then.value)
                found.update(
                    (first, target.attr) for target in targets
                    if on_self(target) and target.attr in again
                )
    return found


def _self_attributes(targets: list[ast.AST]) -> set[str]:
    """The ``self.<name>`` attributes assignment targets bind, through
    tuple and list unpacking."""
    found = set()
    pending = list(targets)
    while pending:
        target = pending.pop()
        if type(target) in (ast.Tuple, ast.List):
            pending.extend(target.elts)
        elif type(target) is ast.Starred:
            pending.append(target.value)
        elif on_self(target):
            found.add(target.attr)
    return found


def _self_attributes_read(value: ast.AST) -> set[str]:
    return {node.attr for node in ast.walk(value) if on_self(node)}
