"""Code of a test file that stands for the other side of an exchange: what
a function only other code calls back starts or calls in line, handlers of
a class the file only hands to a server, functions stored on another
object as its methods. A sleep or a wait there sets how that side behaves,
the stimulus of the test (see ``_called_back`` for which functions only
other code calls).
"""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._called_back import (
    FUNCTION_DEFS,
    FUNCTIONS,
    RUN_BY_PYTEST,
    every_read,
    only_called_back,
    runs_beside,
    stored_as_a_method,
)
from flake8_testarch.rules.waiting._name_uses import index_of


def started_by_the_other_side(function: ast.AST, ctx) -> bool:
    """Whether the file only starts ``function`` beside (a thread's
    ``target=``, ``submit``) from functions it only stores on other objects
    as their methods (``transport.send = send_stub``, a stub that answers
    later from a thread): that work is the other side's too. A function
    handed to a runner as an argument (``kernel.run(main)``) may be the
    test's own body, so what it starts is not counted here."""
    if not isinstance(function, FUNCTION_DEFS):
        return False
    index = index_of(ctx)
    handed = [
        (receiver, value) for receiver, value in index.handed.get(function.name, ())
        if ctx.semantic.definition(value) is function
    ]
    if not handed or not every_read(function, len(handed), index, ctx):
        return False
    for receiver, value in handed:
        starter = ctx.semantic.scope_at(receiver).node
        if (
            not runs_beside(receiver, value, ctx)
            or starter is function
            or not isinstance(starter, FUNCTION_DEFS)
            or not stored_as_a_method(starter, index, ctx)
            or not only_called_back(starter, ctx)
        ):
            return False
    return True


def plays_the_other_side(ctx) -> bool:
    """Whether the visited node is in a function that only other code
    calls (a handler given to a stub server, a callback given to the code
    under test), or that such a function starts or calls: what it does is
    that side's, made slow or made to wait on purpose."""
    functions = [scope for scope in ctx.scopes if isinstance(scope, FUNCTIONS)]
    return bool(functions) and (
        only_called_back(functions[-1], ctx)
        or started_by_the_other_side(functions[-1], ctx)
        or called_only_by_the_other_side(functions[-1], ctx)
    )


def serves_the_other_side(ctx) -> bool:
    """Whether the visited node is in a method of a class the file only
    hands on (a handler given to a server) or in a function it stores on
    another object (``server.on_request = on_request``): code the other
    side calls. A function handed to a call is left out: that call may be
    a runner running the test's own body (``trio.run(main)``)."""
    functions = [scope for scope in ctx.scopes if isinstance(scope, FUNCTIONS)]
    if not functions or not isinstance(functions[-1], FUNCTION_DEFS):
        return False
    function = functions[-1]
    if ctx.role(function) in RUN_BY_PYTEST:
        return False
    owner = ctx.semantic.scope_of(function).parent
    if owner is not None and owner.is_class:
        return only_called_back(function, ctx)
    return stored_as_a_method(function, index_of(ctx), ctx)


def called_only_by_the_other_side(function: ast.AST, ctx) -> bool:
    """Whether the file calls ``function`` only in line from functions that
    other code calls back (``async def on_connect(req): v = await
    slow_square(n)``, with ``server.onConnect = on_connect``): what it does
    is that side's too."""
    if not isinstance(function, FUNCTION_DEFS) or ctx.role(function) in RUN_BY_PYTEST:
        return False
    index = index_of(ctx)
    found = index.called_from_callbacks.get(function)
    if found is None:
        found = index.called_from_callbacks[function] = _called_from_callbacks(
            function, index, ctx
        )
    return found


def _called_from_callbacks(function, index, ctx) -> bool:
    calls = [
        call for call in ctx.semantic.nodes.calls_named(function.name)
        if type(call.func) is ast.Name and ctx.semantic.definition(call.func) is function
    ]
    if not calls or not every_read(function, len(calls), index, ctx):
        return False
    for call in calls:
        caller = ctx.semantic.scope_at(call).node
        if caller is function or not isinstance(caller, FUNCTIONS):
            return False
        if not only_called_back(caller, ctx):
            return False
    return True
