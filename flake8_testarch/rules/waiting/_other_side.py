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
from flake8_testarch.syntax import ancestors


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
        if ctx.semantic.may_stand_for(value, function)
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
        if type(call.func) is ast.Name and ctx.semantic.may_stand_for(call.func, function)
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


def in_a_forked_child(node: ast.AST, ctx) -> bool:
    """Whether ``node`` is in the child's branch after ``pid = os.fork()``
    (``if pid == 0:``, ``if not pid:``, or the ``else`` of ``if pid:``) and
    the function kills that child (``os.kill(pid, SIGTERM)``): another
    process runs it, a peer the test starts and then stops, not work the
    test waits to finish."""
    functions = [scope for scope in ctx.scopes if isinstance(scope, FUNCTION_DEFS)]
    if not functions or "fork" not in ctx.text:
        return False
    held = ancestors(node, functions[-1])
    for inner, outer in zip(held, held[1:]):
        if type(outer) is ast.If:
            child = _child_branch(outer.test, ctx)
            if child is not None and inner in (outer.body if child else outer.orelse):
                return _kills(functions[-1], outer.test, ctx)
    return False


def _kills(function, test: ast.AST, ctx) -> bool:
    """The function hands the fork's result, as tested, to ``os.kill``."""
    while type(test) in (ast.UnaryOp, ast.Compare):
        test = test.operand if type(test) is ast.UnaryOp else test.left
    return any(
        type(node) is ast.Call and node.args and type(node.args[0]) is ast.Name
        and node.args[0].id == test.id and ctx.resolve(node.func) == "os.kill"
        for node in ast.walk(function)
    )


def _child_branch(test: ast.AST, ctx) -> bool | None:
    """True when an ``if`` on a fork's result takes its body in the child,
    False when its ``else``; None for any other test."""
    child = True
    if type(test) is ast.UnaryOp and type(test.op) is ast.Not:
        test = test.operand
    elif type(test) is ast.Compare and len(test.ops) == 1 and type(test.comparators[0]) is (
        ast.Constant
    ) and test.comparators[0].value == 0 and type(test.ops[0]) in (ast.Eq, ast.NotEq):
        child = type(test.ops[0]) is ast.Eq
        test = test.left
    else:
        child = False  # `if pid:` is the parent
    if type(test) is not ast.Name:
        return None
    made = ctx.semantic.assigned_at(test)
    if type(made) is not ast.Call or ctx.resolve(made.func) != "os.fork":
        return None
    return child
