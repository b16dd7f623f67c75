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
from flake8_testarch.suite.collection import Role

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
_RUN_BY_PYTEST = (Role.TEST, Role.FIXTURE)
_SCRATCH = "waiting.called back"  # ctx.scratch key: the file's _Index


def only_called_back(function: ast.AST, ctx) -> bool:
    """Whether the file hands ``function`` to other code as a value and
    never calls it itself: a lambda written as an argument of a call, or a
    ``def`` (decorated or not: ``@wsgify def slow_app`` handed to a stub
    server) whose name is read only as such arguments. Read once per
    function."""
    if type(function) is not ast.Lambda and (
        ctx.text.count(function.name) < 2 or ctx.role(function) in _RUN_BY_PYTEST
    ):
        return False  # written once (its `def`), or a test or fixture pytest runs
    index = _index(ctx)
    found = index.verdicts.get(function)
    if found is None:
        if type(function) is ast.Lambda:
            call = index.lambdas.get(function)
            found = call is not None and not _runs_beside(call)
        else:
            found = isinstance(function, _FUNCTION_DEFS) and _handed_on_only(
                function, index, ctx
            )
        index.verdicts[function] = found
    return found


class _Index:
    """How the file's names and lambdas are used, from one pass over its
    calls and names: how often each name is read, the calls each name and
    each lambda is handed to as an argument."""

    def __init__(self, ctx):
        self.verdicts: dict[ast.AST, bool] = {}
        self.reads: dict[str, int] = {}
        self.handed: dict[str, list[tuple[ast.Call, ast.Name]]] = {}
        self.lambdas: dict[ast.Lambda, ast.Call] = {}
        for node in ctx.nodes_of(ast.Name):
            if type(node.ctx) is ast.Load:
                self.reads[node.id] = self.reads.get(node.id, 0) + 1
        for call in ctx.nodes_of(ast.Call):
            for value in (*call.args, *(keyword.value for keyword in call.keywords)):
                if type(value) is ast.Name:
                    self.handed.setdefault(value.id, []).append((call, value))
                elif type(value) is ast.Lambda:
                    self.lambdas.setdefault(value, call)


def _index(ctx) -> _Index:
    found = ctx.scratch.get(_SCRATCH)
    if found is None:
        found = ctx.scratch[_SCRATCH] = _Index(ctx)
    return found


def _handed_on_only(function, index: _Index, ctx) -> bool:
    name = function.name
    handed = index.handed.get(name, ())
    if not handed:
        return False
    for call, value in handed:
        if _runs_beside(call) or ctx.semantic.definition(value) is not function:
            return False
    # Every read of the name is a value handed to a call: none calls it,
    # returns it, stores it or starts it.
    return len(handed) == index.reads.get(name, 0)


def _runs_beside(call: ast.Call) -> bool:
    func = call.func
    last = func.attr if type(func) is ast.Attribute else getattr(func, "id", None)
    return last in RUNS_BESIDE or any(keyword.arg == "target" for keyword in call.keywords)
