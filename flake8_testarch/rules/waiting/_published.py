"""Futures a function nested in the test makes, hands to the test through a
container the test holds, and then awaits: ``answer = loop.create_future();
pending.append(answer); return await answer`` in a callback the test gives
the code under test, while the test itself settles what ``pending`` holds
(``pending[0].set_result("token")``, ``for answer in pending:
answer.cancel()``). The test decides when that wait ends, as with an event
it sets itself."""

from __future__ import annotations

import ast

from flake8_testarch.syntax import last_name, walk_local

# What a waiter makes to park on: nothing but its maker settles it.
MADE_TO_PARK = frozenset({"Future", "create_future", "Event"})
# Calls that put a value into a container.
_PUTS = frozenset({"append", "add", "put_nowait", "appendleft"})
# Calls that settle a future or an event.
_SETTLING = frozenset({"cancel", "set", "set_result", "set_exception"})


def published_and_settled(name: ast.Name, waiter: ast.AST, ctx) -> bool:
    """Whether ``name`` is a future or event ``waiter`` makes itself, puts
    into a container of an enclosing function, which settles that
    container's items."""
    binding, scope = ctx.semantic.binding_at(name)
    if binding is None or scope is None or scope.node is not waiter:
        return False
    made = binding.assigned
    if type(made) is not ast.Call or made.args or last_name(made.func) not in MADE_TO_PARK:
        return False
    for container in _containers_given(waiter, ctx).get(name.id, ()):
        owner, _bindings = ctx.semantic.binding_scope(container, scope)
        if owner is not None and owner.is_function and owner.node is not waiter:
            if _settles_items_of(owner.node, container, ctx):
                return True
    return False


def _containers_given(waiter: ast.AST, ctx) -> dict[str, set[str]]:
    """For each name, the containers ``waiter`` puts it into
    (``pending.append(name)``, ``pending[key] = name``); read once per
    function."""
    memo = ctx.scratch.setdefault(_PUT_INTO, {})
    found = memo.get(waiter)
    if found is not None:
        return found
    found = memo[waiter] = {}
    for node in ctx.local_nodes(waiter):
        if (
            type(node) is ast.Call and type(node.func) is ast.Attribute
            and node.func.attr in _PUTS and type(node.func.value) is ast.Name
        ):
            for argument in node.args:
                if type(argument) is ast.Name:
                    found.setdefault(argument.id, set()).add(node.func.value.id)
        elif type(node) is ast.Assign and type(node.value) is ast.Name:
            found.setdefault(node.value.id, set()).update(
                target.value.id for target in node.targets
                if type(target) is ast.Subscript and type(target.value) is ast.Name
            )
    return found


_PUT_INTO = "waiting.containers given"  # ctx.scratch key


def _settles_items_of(owner: ast.AST, container: str, ctx) -> bool:
    """``container[0].set_result(x)``, or a loop over the container that
    settles its loop variable, in ``owner``'s own code."""
    for node in ctx.local_nodes(owner):
        if (
            type(node) is ast.Call and type(node.func) is ast.Attribute
            and node.func.attr in _SETTLING
            and type(node.func.value) is ast.Subscript
            and _names(node.func.value.value, container)
        ):
            return True
        if (
            type(node) in (ast.For, ast.AsyncFor) and _names(node.iter, container)
            and type(node.target) is ast.Name
            and any(
                type(inner) is ast.Call and type(inner.func) is ast.Attribute
                and inner.func.attr in _SETTLING and _names(inner.func.value, node.target.id)
                for statement in node.body for inner in walk_local(statement)
            )
        ):
            return True
    return False


def _names(node: ast.AST, name: str) -> bool:
    return type(node) is ast.Name and node.id == name
