"""What an awaited expression waits on, for TA102: an event loop's wait
with no bound (``await event.wait()``, ``await queue.get()``, ``await
task``, ``await trio.run_process(...)``)."""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._programs import processes_may_be_fakes
from flake8_testarch.rules.waiting._waitables import Receivers
from flake8_testarch.rules.waiting._wait_vocabulary import (
    ASYNC_SUBPROCESS_FUNCTIONS, ASYNC_WAIT_METHODS, AWAITED_KINDS, PROCESSES,
)


def awaited_wait(value: ast.AST, ctx) -> str | None:
    """How the message names the wait ``await value`` makes, or None when
    it is not an unbounded wait of an event loop."""
    kind = type(value)
    if kind is ast.Call:
        return _awaited_call(value, ctx)
    if kind is ast.Name or kind is ast.Attribute:
        receiver = Receivers(ctx).kind(value)
        return f"awaiting an {receiver}" if receiver in AWAITED_KINDS else None
    return None


def awaited_name(node: ast.Await) -> ast.Name | None:
    """``event`` of ``await event.wait()``, ``task`` of ``await task``."""
    value = node.value
    if type(value) is ast.Call:
        value = value.func.value if type(value.func) is ast.Attribute else None
    return value if type(value) is ast.Name else None


def _awaited_call(call: ast.Call, ctx) -> str | None:
    """What an awaited call waits on when it is an event loop's wait with no
    bound (``event.wait()``, ``queue.get()``, ``trio.run_process(...)``), or None."""
    func = call.func
    if type(func) is ast.Attribute and func.attr in ASYNC_WAIT_METHODS:
        if type(func.value) is ast.Call:
            return None  # `await asyncio.Event().wait()`: waits for cancellation, on purpose
        receiver = Receivers(ctx).kind(func.value)
        if receiver in ASYNC_WAIT_METHODS[func.attr]:
            if receiver in PROCESSES and processes_may_be_fakes(ctx):
                return None
            return f"await {receiver}.{func.attr}()"
        return None
    if type(func) is ast.Attribute and func.attr != "run_process":
        return None
    if "run_process" not in ctx.text:  # the name of every such function, aliased or not
        return None
    name = ctx.call_name(call)
    return f"await {name}()" if name in ASYNC_SUBPROCESS_FUNCTIONS else None
