"""Writes into an object the function itself has just put on a module
(TA702): ``wlmData.dll = dll_patcher.return_value``, then
``wlmData.dll.GetCount.side_effect = ...``. The second write sets up the
stand-in the first installed; whether anything leaks is the first write's
question, reported (or found restored) on its own line."""

from __future__ import annotations

import ast

from flake8_testarch.rules.independence._changes import ATTRIBUTE, Change
from flake8_testarch.syntax import attribute_chain, dotted_name


def writes_into_what_it_put_there(change: Change, function: ast.AST, ctx) -> bool:
    """Whether ``change`` sets an attribute below a holder (``a.b`` of
    ``a.b.c.d = x``) that ``function`` assigned earlier to a value of its
    own: a call's result, or what one of its parameters or local names
    holds (not a name of the module, which other tests share)."""
    if change.resource != ATTRIBUTE or change.verb == "delete":
        return False
    target = _target(change.node)
    written = dotted_name(target) if target is not None else None
    if written is None or written.count(".") < 2:
        return False
    given = _holders_given_own_values(function, ctx)
    return any(
        given.get(written.rsplit(".", depth)[0], change.node.lineno) < change.node.lineno
        for depth in range(1, written.count("."))
    )


def _holders_given_own_values(function: ast.AST, ctx) -> dict[str, int]:
    """The holders (``a.b``) ``function`` assigns a value of its own, with
    the first line it does; read once per function."""
    memo = ctx.scratch.setdefault(_HOLDERS, {})
    found = memo.get(function)
    if found is None:
        found = memo[function] = {}
        for node in ctx.local_nodes(function):
            if (
                type(node) is ast.Assign and len(node.targets) == 1
                and type(node.targets[0]) is ast.Attribute and _its_own(node.value, ctx)
            ):
                holder = dotted_name(node.targets[0])
                if holder is not None:
                    found[holder] = min(found.get(holder, node.lineno), node.lineno)
    return found


_HOLDERS = "TA702 holders given values of the function's own"  # ctx.scratch key


def _target(node: ast.AST) -> ast.AST | None:
    if type(node) is ast.Assign and len(node.targets) == 1:
        return node.targets[0]
    if type(node) in (ast.AugAssign, ast.AnnAssign):
        return node.target
    return None


def _its_own(value: ast.AST, ctx) -> bool:
    if type(value) is ast.Call:
        return True
    root, _attributes = attribute_chain(value)
    if root is None:
        return False
    _binding, scope = ctx.semantic.binding_at(root)
    return scope is not None and scope.is_function
