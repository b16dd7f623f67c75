"""Loops and waits that run beside the test rather than in it: the body of
a thread or process class, a function handed to a thread, a green thread
or a free task, or a function the file only hands to other code to run.
Such code hangs its own thread or task only; what hangs the run is the
wait on it."""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._called_back import only_called_back
from flake8_testarch.rules.waiting._waitables import (
    CONSTRUCTORS,
    STARTS_COROUTINE,
    STARTS_FUNCTION,
)
from flake8_testarch.syntax import walk_local

_THREADS = frozenset({"Thread", "Process"})
_STARTS_TASK = frozenset(name.rpartition(".")[2] for name in STARTS_COROUTINE)
_STARTER_WORDS = ("target", "spawn", "start_new_thread", *_STARTS_TASK)
_SCRATCH = "waiting.thread targets"  # ctx.scratch key: names the file starts beside


def in_a_thread_body(ctx) -> bool:
    """Whether the loop runs beside the test rather than in it: the ``run``
    method of a ``Thread``/``Process`` subclass, a function of the file
    handed to one as ``target=`` or to a green thread (``eventlet.spawn(f)``,
    ``gevent.spawn(f)``), or whose coroutine becomes a free task
    (``asyncio.create_task(f())``; not a task group's or a nursery's, which
    wait for it when their block ends); or a function the file only hands
    to other code to run (``FuncTask(poll, execution="thread")``: see
    ``_called_back``), which decides when to start and stop it. Such a
    loop (a fake server's, a load generator's) hangs its own thread or task
    only; what hangs the run is the wait on it, which TA102 reports."""
    function = ctx.current_function
    if function is None:
        return False
    cls = ctx.scopes[-2] if len(ctx.scopes) > 1 and ctx.scopes[-1] is function else None
    if function.name == "run" and isinstance(cls, ast.ClassDef):
        if any(CONSTRUCTORS.get(ctx.resolve(base)) in _THREADS for base in cls.bases):
            return True
    return function.name in _thread_targets(ctx) or only_called_back(function, ctx)


def _thread_targets(ctx) -> frozenset:
    """The names of the functions and methods the file starts beside the
    code that starts them (see ``in_a_thread_body``; read once per file)."""
    found = ctx.scratch.get(_SCRATCH)
    if found is None:
        names = set()
        # The file's calls are read only when one of the names is written in it.
        if any(word in ctx.text for word in _STARTER_WORDS):
            for node in ctx.nodes_of(ast.Call):
                started = _started(node, ctx)
                if started is not None:
                    names.add(getattr(started, "attr", None) or getattr(started, "id", None))
        found = ctx.scratch[_SCRATCH] = frozenset(names - {None})
    return found


def _started(call: ast.Call, ctx) -> ast.AST | None:
    """The function a call starts beside its caller, as written, or None."""
    func = call.func
    last = func.attr if type(func) is ast.Attribute else getattr(func, "id", None)
    if last in STARTS_FUNCTION and call.args:
        return call.args[0]
    if last in _STARTS_TASK and call.args and type(call.args[0]) is ast.Call:
        if ctx.semantic.resolve(func) in STARTS_COROUTINE:
            return call.args[0].func
    for keyword in call.keywords:
        if keyword.arg == "target" and CONSTRUCTORS.get(ctx.semantic.resolve(func)) in _THREADS:
            return keyword.value
    return _started_by_a_helper(call, ctx)


def _started_by_a_helper(call: ast.Call, ctx) -> ast.AST | None:
    """The argument a call hands to a function of this file that starts that
    parameter beside its caller (``def _daemon(target): return
    threading.Thread(target=target)``, then ``_daemon(run)``)."""
    if type(call.func) is not ast.Name:
        return None
    helper = ctx.semantic.called_definition(call.func, ctx.scope)
    if type(helper) not in (ast.FunctionDef, ast.AsyncFunctionDef):
        return None
    parameters = [argument.arg for argument in (*helper.args.posonlyargs, *helper.args.args)]
    for node in walk_local(helper):
        started = _started(node, ctx) if type(node) is ast.Call and node is not call else None
        if type(started) is ast.Name and started.id in parameters:
            position = parameters.index(started.id)
            if position < len(call.args):
                return call.args[position]
            for keyword in call.keywords:
                if keyword.arg == started.id:
                    return keyword.value
    return None
