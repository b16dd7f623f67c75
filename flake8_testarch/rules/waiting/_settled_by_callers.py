"""Waits in a function of the module on what its callers hand it: every
function of the file that calls it settles what it gives
(``slow_double(10, gate)``, then ``gate.set()``), so the code under test
cannot keep that wait from ending. Had the call run in line, the caller
could never have reached its ``set()``: the function runs beside it (an
app handed to an executor, a thread's target)."""

from __future__ import annotations

import ast

from flake8_testarch.suite.collection import Role
from flake8_testarch.syntax import given_for


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
    given = given_for(call, waiter, name)
    handed = given.id if type(given) is ast.Name else None
    caller = ctx.semantic.scope_at(call).outermost_function()
    return handed is not None and caller is not None and settles(
        ctx.nodes_within(ast.Call, caller), handed
    )
