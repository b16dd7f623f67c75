"""Tasks that end by themselves (TA102): ``await task`` cannot hang when
the task's coroutine bounds each of its waits, when the call that made the
coroutine was given a time limit, or when the task group that ran it has
already waited for it."""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._sleeps import LOOP_SLEEPS, sleep_function
from flake8_testarch.rules.waiting._time_limits import limits_time
from flake8_testarch.syntax import ancestors, walk_local

# What hands a coroutine to a task group, by the last part of the name.
_GROUP_STARTS = frozenset({"create_task", "start_soon", "spawn"})


def task_ends_by_itself(value: ast.AST, ctx) -> bool:
    """``await task`` on a task made from a coroutine call given a time limit
    (``ensure_future(protocol.execute_command(b"NOOP", timeout=1.0))``), or
    from a coroutine function of the file whose every await is under a time
    limit of its own or is a sleep (``return await asyncio.wait_for(q.get(),
    0.05)``, ``await asyncio.sleep(0.1)``) or that is a sleep itself
    (``create_task(asyncio.sleep(0.5))``), or a task a group made inside an
    ``async with`` block that has ended (``async with TaskGroup() as tg: t =
    tg.create_task(...)``, then ``await t``): leaving the block waited for it."""
    if type(value) is not ast.Name:
        return False
    binding, _scope = ctx.semantic.binding_at(value, ctx.scope)
    made = binding.value if binding is not None and binding.kind == "value" else None
    if type(made) is not ast.Call or not made.args or type(made.args[0]) is not ast.Call:
        return False
    if _group_block_ended(binding.node, made, value, ctx):
        return True
    if limits_time(made.args[0], ctx) or sleep_function(made.args[0], ctx) in LOOP_SLEEPS:
        return True  # bounded, or a sleep (`create_task(asyncio.sleep(0.5))`)
    coroutine = made.args[0].func
    if type(coroutine) is not ast.Name:
        return False
    function = ctx.semantic.definition(coroutine, ctx.scope)
    if type(function) is not ast.AsyncFunctionDef:
        return False
    awaits = [node for node in walk_local(function) if type(node) is ast.Await]
    return bool(awaits) and all(_limited_in(node, function, ctx) for node in awaits)


def _group_block_ended(statement: ast.AST, made: ast.Call, awaited: ast.Name, ctx) -> bool:
    """The task was made by ``group.create_task(...)`` in the ``async with``
    block that opened ``group``, and the await comes after that block."""
    func = made.func
    if type(func) is not ast.Attribute or func.attr not in _GROUP_STARTS:
        return False
    if type(func.value) is not ast.Name:
        return False
    function = ctx.current_function
    if function is None:
        return False
    for block in ancestors(statement, function):
        if type(block) is ast.AsyncWith and any(
            type(item.optional_vars) is ast.Name and item.optional_vars.id == func.value.id
            for item in block.items
        ):
            return (block.end_lineno or block.lineno) < awaited.lineno
    return False


def _limited_in(node: ast.Await, function, ctx) -> bool:
    if type(node.value) is ast.Call and (
        limits_time(node.value, ctx) or sleep_function(node.value, ctx) in LOOP_SLEEPS
    ):
        return True
    return any(
        type(around) in (ast.With, ast.AsyncWith)
        and any(limits_time(item.context_expr, ctx) for item in around.items)
        for around in ancestors(node, function)
    )
