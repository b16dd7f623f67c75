"""Functions of a test file that only other code calls: handed as a value to
a server, a client or the code under test (``server(handler)``,
``StreamServer(address, handle)``, ``app.add_route("/", slow_view)``,
``client.on_reply(lambda reply: ...)``) and never called by the file itself.

What such a function does stands in for the other side of the exchange (a
peer that answers late, a handler that stalls): a sleep there sets how slow
that side is, the stimulus of the test, not a guess at how long the code
under test needs. A function the file starts beside the test (a thread's
``target=``, ``spawn``, ``submit``, ``start_soon``, a loop's ``call_later``)
is the test's own concurrent work and is not counted here.
"""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._waitables import STARTS_FUNCTION

# Calls that run a function as the caller's own concurrent work, by the
# last part of their name: green threads and ``_thread``, executors and
# pools, task groups and nurseries, worker threads of the event loops, the
# loops' callbacks, and the thread and timer classes (with ``target=``
# below, whatever the class).
RUNS_BESIDE = STARTS_FUNCTION | frozenset({
    "submit", "map", "apply_async", "map_async", "start_soon", "start",
    "run_in_executor", "to_thread", "run_sync", "call_soon",
    "call_soon_threadsafe", "call_later", "call_at", "Thread", "Timer", "Process",
})
_FUNCTION_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)
_SCRATCH = "waiting.called back"  # ctx.scratch key: function -> bool


def only_called_back(function: ast.AST, ctx) -> bool:
    """Whether the file hands ``function`` to other code as a value and
    never calls it itself: a lambda written as an argument of a call, or a
    plain ``def`` (not decorated) whose name is read only as such
    arguments. Read once per function."""
    found = ctx.scratch.setdefault(_SCRATCH, {})
    if function not in found:
        if type(function) is ast.Lambda:
            found[function] = _lambda_handed_on(function, ctx)
        else:
            found[function] = (
                isinstance(function, _FUNCTION_DEFS)
                and not function.decorator_list
                and _handed_on_only(function, ctx)
            )
    return found[function]


def _lambda_handed_on(function: ast.Lambda, ctx) -> bool:
    for call in ctx.nodes_of(ast.Call):
        if any(value is function for value in _arguments(call)):
            return not _runs_beside(call)
    return False


def _arguments(call: ast.Call) -> list[ast.AST]:
    return [*call.args, *(keyword.value for keyword in call.keywords)]


def _handed_on_only(function, ctx) -> bool:
    name = function.name
    uses = [
        node for node in ctx.nodes_of(ast.Name)
        if node.id == name and type(node.ctx) is ast.Load
    ]
    if not uses:
        return False
    handed = 0
    for call in ctx.nodes_of(ast.Call):
        values = _arguments(call)
        if not any(type(value) is ast.Name and value.id == name for value in values):
            continue
        if _runs_beside(call):
            return False
        for value in values:
            if type(value) is ast.Name and value.id == name:
                if ctx.semantic.definition(value) is not function:
                    return False
                handed += 1
    # Every read of the name is a value handed to a call: none calls it,
    # returns it, stores it or starts it.
    return handed == len(uses)


def _runs_beside(call: ast.Call) -> bool:
    func = call.func
    last = func.attr if type(func) is ast.Attribute else getattr(func, "id", None)
    return last in RUNS_BESIDE or any(keyword.arg == "target" for keyword in call.keywords)
