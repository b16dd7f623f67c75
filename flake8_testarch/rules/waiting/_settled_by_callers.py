"""Waits in a function of the module on what its callers hand it: every
function of the file that calls it settles what it gives
(``slow_double(10, gate)``, then ``gate.set()``), so the code under test
cannot keep that wait from ending. Had the call run in line, the caller
could never have reached its ``set()``: the function runs beside it (an
app handed to an executor, a thread's target)."""

from __future__ import annotations

import ast

from flake8_testarch.suite.collection import Role


def settled_by_every_caller(waiter, name: str, ctx, settles) -> bool:
    """Whether the module-level function ``waiter`` (not a test or fixture)
    is only called by name, and every call hands its parameter ``name`` a
    name that the calling function settles (``settles(calls, name)``)."""
    if ctx.role(waiter) in (Role.TEST, Role.FIXTURE):
        return False
    calls = ctx.semantic.only_called(waiter)
    return bool(calls) and all(
        _caller_settles(call, waiter, name, ctx, settles) for call in calls
    )


def _caller_settles(call: ast.Call, waiter, name: str, ctx, settles) -> bool:
    handed = _handed(call, waiter, name)
    caller = ctx.semantic.scope_at(call).outermost_function()
    return handed is not None and caller is not None and settles(
        ctx.nodes_within(ast.Call, caller), handed
    )


def _handed(call: ast.Call, waiter, name: str) -> str | None:
    """The name a call hands the waiter as its parameter ``name``."""
    arguments = waiter.args
    positional = [argument.arg for argument in (*arguments.posonlyargs, *arguments.args)]
    value = next((keyword.value for keyword in call.keywords if keyword.arg == name), None)
    if value is None and name in positional and positional.index(name) < len(call.args):
        value = call.args[positional.index(name)]
    return value.id if type(value) is ast.Name else None
