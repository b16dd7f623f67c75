"""Sleeps that stand in for work (TA101): an event-loop sleep whose coroutine
the test hands to other code as a task for it to hold (``w.create_task(
asyncio.sleep(0.1))``, ``fixer.side_effect = [loop.create_task(
asyncio.sleep(5)), None]``) and never awaits itself, or the sleep of a
coroutine function that does nothing else and whose every call is handed
on so. The test waits for nothing; the sleep is a task that runs for a
while, the code's to watch, cancel or wait for."""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._sleeps import LOOP_SLEEPS
from flake8_testarch.suite.collection import Role
from flake8_testarch.syntax import ancestors, last_name, walk_local

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
# What a coroutine passes through on its way to a name or an attribute.
_CONTAINERS = (ast.List, ast.Tuple, ast.Set, ast.Starred, ast.keyword)


def a_stand_in_task(where: ast.AST, name: str, ctx) -> bool:
    """The sleep's coroutine is handed to a call, and neither that call's
    result nor the name it is kept in is awaited or run to completion in the
    function; a group the test itself opens around it waits for it at the
    end of its block, so only the project's own object may be handed it."""
    if name not in LOOP_SLEEPS or type(where) is not ast.Call:
        return False
    if ctx.semantic.resolve(where.func) != name:
        return False  # the sleep function handed on (`start_soon(trio.sleep, 1)`)
    functions = [scope for scope in ctx.scopes if isinstance(scope, _FUNCTIONS)]
    if not functions:
        return False
    own = functions[-1]
    if _handed_unawaited(where, own, ctx):
        return True
    # `async def leak(): await asyncio.sleep(10)`, doing nothing else, whose
    # every call is handed on so (`asyncio.create_task(leak())`, never awaited).
    holders = ancestors(where, own)
    if type(own) is not ast.AsyncFunctionDef or len(holders) < 2:
        return False
    if ctx.role(own) not in (None, Role.HELPER):
        return False  # a test or fixture: the runner awaits it
    if type(holders[0]) is not ast.Await or type(holders[1]) is not ast.Expr:
        return False
    if any(statement is not holders[1] and not _idle(statement) for statement in own.body):
        return False  # it does more than idle: what it does after may be awaited
    calls = _calls_of(own, ctx)
    return bool(calls) and all(
        _handed_unawaited(call, _function_holding(call, ctx), ctx) for call in calls
    )


def _calls_of(function, ctx) -> list[ast.Call]:
    """The calls of the function by its name, when the file names it nowhere
    but as a callee (functions nested elsewhere may share the name: only
    the calls that reach this one are kept); [] otherwise."""
    nodes = ctx.semantic.nodes
    calls = nodes.calls_named(function.name)
    if nodes.mentions(function.name) != len(calls):
        return []
    return [
        call for call in calls
        if type(call.func) is ast.Name and ctx.semantic.may_stand_for(call.func, function)
    ]


def _idle(statement: ast.stmt) -> bool:
    """A docstring, ``pass``, or a ``return`` of a literal."""
    value = getattr(statement, "value", None)
    return type(statement) is ast.Pass or type(statement) in (ast.Expr, ast.Return) and (
        value is None or type(value) is ast.Constant
    )


def _handed_unawaited(call: ast.Call, own, ctx) -> bool:
    """The coroutine ``call`` makes is handed to other calls and kept
    unawaited by ``own``, the function it is written in."""
    if own is None:
        return False
    child, handed = call, False
    for holder in ancestors(call, own):
        if type(holder) is ast.Call and child is not holder.func:
            if last_name(holder.func).startswith("run") or _a_group_of_the_test(holder, ctx):
                return False  # run to its end, or waited for as its block closes
            handed = True
        elif not isinstance(holder, _CONTAINERS):
            return handed and _kept_unawaited(holder, child, own)
        child = holder
    return False


def _function_holding(node: ast.AST, ctx):
    holders = ctx.semantic.ancestors(node, ctx.tree, through_definitions=True)
    return next((holder for holder in holders if isinstance(holder, _FUNCTIONS)), None)


def _a_group_of_the_test(call: ast.Call, ctx) -> bool:
    """``tg.create_task(...)`` on a group the test opened with ``async with``
    (``asyncio.TaskGroup()``, a nursery): leaving the block waits for it."""
    receiver = call.func.value if type(call.func) is ast.Attribute else None
    if type(receiver) is not ast.Name:
        return False
    binding, _scope = ctx.semantic.binding_at(receiver)
    return (
        binding is not None
        and type(binding.node) in (ast.With, ast.AsyncWith)
        and not ctx.made_by_the_code_under_test(receiver)
    )


def _kept_unawaited(statement: ast.AST, value: ast.AST, own) -> bool:
    """A statement that drops the value or stores it on another object, or
    keeps it in a name the function never awaits nor runs."""
    if type(statement) is ast.Expr:
        return True
    if type(statement) is not ast.Assign or statement.value is not value:
        return False
    names = {target.id for target in statement.targets if type(target) is ast.Name}
    if not names:
        return all(type(target) in (ast.Attribute, ast.Subscript) for target in statement.targets)
    for node in walk_local(own):
        if type(node) is ast.Await or type(node) is ast.Call and (
            last_name(node.func).startswith("run")
        ):
            if any(type(inner) is ast.Name and inner.id in names for inner in ast.walk(node)):
                return False
        elif type(node) is ast.Return and node.value is not None and any(
            type(inner) is ast.Name and inner.id in names for inner in ast.walk(node.value)
        ):
            return False
    return True
