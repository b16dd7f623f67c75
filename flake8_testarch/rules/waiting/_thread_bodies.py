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
    SERVES_EACH_CONNECTION,
    STARTS_COROUTINE,
    STARTS_FUNCTION,
)
from flake8_testarch.syntax import given_for, last_name, name_words, own_method, walk_local

_THREADS = frozenset({"Thread", "Process"})
_STARTS_TASK = frozenset(name.rpartition(".")[2] for name in STARTS_COROUTINE)
_STARTER_WORDS = ("target", "spawn", "start_new_thread", *_STARTS_TASK)
_SCRATCH = "waiting.thread targets"  # ctx.scratch key: names the file starts beside
_DAEMONS = "waiting.daemon thread targets"  # ctx.scratch key


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
    if function.name == "__call__" and isinstance(cls, ast.ClassDef):
        # `gevent.spawn(Undead())`, or a name bound to one: the instance runs.
        return f"{cls.name}()" in _thread_targets(ctx)
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
                    names.add(_instance_of(started, ctx))
        found = ctx.scratch[_SCRATCH] = frozenset(names - {None})
    return found


def _instance_of(started: ast.AST, ctx) -> str | None:
    """``"Undead()"`` when what is started is an instance of a class the file
    makes (``Undead()``, or a name bound to one only): its ``__call__``
    runs."""
    made = started
    if type(started) is ast.Name:
        made = ctx.semantic.assigned_at(started)
    if type(made) is ast.Call and type(made.func) is ast.Name:
        return f"{made.func.id}()"
    return None


def _started(call: ast.Call, ctx) -> ast.AST | None:
    """The function a call starts beside its caller, as written, or None."""
    func = call.func
    last = func.attr if type(func) is ast.Attribute else getattr(func, "id", None)
    if last in STARTS_FUNCTION and call.args:
        return call.args[0]
    made = _made_a_free_task(call, last, ctx)
    if made is not None:
        return made.func
    for keyword in call.keywords:
        if keyword.arg == "target" and (
            CONSTRUCTORS.get(ctx.semantic.resolve(func)) in _THREADS
            # `thread_class(target=holder.work)`: a class named for a thread,
            # given by pytest or built by the file.
            or not _THREAD_WORDS.isdisjoint(name_words(last or ""))
        ):
            return keyword.value
    return _started_by_a_helper(call, ctx)


_THREAD_WORDS = frozenset({"thread", "process"})


def _started_by_a_helper(call: ast.Call, ctx) -> ast.AST | None:
    """The argument a call hands to a function of this file that starts that
    parameter beside its caller (``def _daemon(target): return
    threading.Thread(target=target)``, then ``_daemon(run)``), in each of
    its alternative definitions."""
    if type(call.func) is not ast.Name:
        return None
    # Each definition the name may stand for (one in a ``try``, another in
    # its ``except ImportError``) must start what it is given.
    helpers = ctx.semantic.alternative_definitions(call.func, ctx.semantic.scope_at(call))
    given = [_given_to_start(call, helper, ctx) for helper in helpers]
    return given[0] if given and all(
        found is not None and found is given[0] for found in given
    ) else None


def _given_to_start(call: ast.Call, helper, ctx) -> ast.AST | None:
    if type(helper) not in (ast.FunctionDef, ast.AsyncFunctionDef):
        return None
    parameters = {argument.arg for argument in (*helper.args.posonlyargs, *helper.args.args)}
    for node in walk_local(helper):
        started = _started(node, ctx) if type(node) is ast.Call and node is not call else None
        if type(started) is ast.Name and started.id in parameters:
            given = given_for(call, helper, started.id)
            if given is not None:
                return given
    return None


def in_a_daemon_thread(ctx) -> bool:
    """Whether the visited code is in a function the file names only as the
    target of daemon threads (``Thread(target=work, daemon=True)``, or
    ``t.daemon = True`` / ``t.setDaemon(True)`` on the thread it made), or in
    the ``run`` of a ``Thread`` subclass whose ``__init__`` makes it one: a
    daemon thread blocked for good does not keep the run alive; the wait
    on its work is what can hang the run, reported where it is."""
    function = ctx.current_function
    if type(function) not in (ast.FunctionDef, ast.AsyncFunctionDef):
        return False
    cls = ctx.scopes[-2] if len(ctx.scopes) > 1 and ctx.scopes[-1] is function else None
    if function.name == "run" and type(cls) is ast.ClassDef and _daemon_class(cls, ctx):
        return True
    count = _daemon_targets(ctx).get(function.name)
    return bool(count) and ctx.semantic.nodes.mentions(function.name) == count


def _daemon_class(cls: ast.ClassDef, ctx) -> bool:
    """A ``Thread`` subclass that makes each of its threads a daemon: its
    ``__init__`` sets ``self.daemon = True`` (or calls ``self.setDaemon(True)``)."""
    if not any(CONSTRUCTORS.get(ctx.resolve(base)) in _THREADS for base in cls.bases):
        return False
    init = own_method(cls, "__init__")
    return init is not None and any(_sets_daemon(node, {"self"}) for node in walk_local(init))


def _daemon_targets(ctx) -> dict[str, int]:
    """How often each function name is the target of a daemon thread
    (read once per file)."""
    found = ctx.scratch.get(_DAEMONS)
    if found is None:
        found = ctx.scratch[_DAEMONS] = {}
        if "daemon" in ctx.text.lower():
            for call in ctx.nodes_of(ast.Call):
                target = next((k.value for k in call.keywords if k.arg == "target"), None)
                kind = CONSTRUCTORS.get(ctx.semantic.resolve(call.func))
                if target is None or kind not in _THREADS:
                    continue
                name = getattr(target, "attr", None) or getattr(target, "id", None)
                if name and _made_a_daemon(call, ctx):
                    found[name] = found.get(name, 0) + 1
    return found


def _made_a_daemon(call: ast.Call, ctx) -> bool:
    """``daemon=True`` given, or set on the name the thread is bound to in
    the same function (``t.daemon = True``, ``t.setDaemon(True)``)."""
    if any(k.arg == "daemon" and type(k.value) is ast.Constant and k.value.value is True
           for k in call.keywords):
        return True
    scope = ctx.semantic.scope_at(call).node
    names = {
        target.id for node in walk_local(scope)
        if type(node) is ast.Assign and node.value is call
        for target in node.targets if type(target) is ast.Name
    }
    return bool(names) and any(_sets_daemon(node, names) for node in walk_local(scope))


def _sets_daemon(node: ast.AST, names: set) -> bool:
    if type(node) is ast.Assign and type(node.value) is ast.Constant and node.value.value is True:
        return any(
            type(t) is ast.Attribute and t.attr == "daemon"
            and type(t.value) is ast.Name and t.value.id in names
            for t in node.targets
        )
    return (
        type(node) is ast.Call and type(node.func) is ast.Attribute
        and node.func.attr == "setDaemon" and type(node.func.value) is ast.Name
        and node.func.value.id in names
    )


_FREE_TASKS = "waiting.free task coroutine calls"  # ctx.scratch key


def in_a_free_task(ctx) -> bool:
    """Whether the visited code is in a coroutine function the file only
    ever calls to make a free task of it (``asyncio.ensure_future(serve())``,
    ``asyncio.create_task(pump())``): the event loop cancels a task still
    pending when it closes, so a wait there hangs that task only; waiting
    on the task is what can hang the run, reported where it is."""
    function = ctx.current_function
    if type(function) is not ast.AsyncFunctionDef:
        return False
    if _serves_each_connection(function, ctx):
        return True
    started = _free_task_calls(ctx)
    if not started:
        return False
    name = function.name
    calls = [
        call for call in ctx.semantic.nodes.calls_named(name) if type(call.func) is ast.Name
    ]
    if ctx.semantic.nodes.mentions(name) != len(calls):
        return False  # also handed on or read as a value somewhere
    own = [call for call in calls if ctx.semantic.may_stand_for(call.func, function)]
    return bool(own) and all(id(call) in started for call in own)


def _serves_each_connection(function: ast.AsyncFunctionDef, ctx) -> bool:
    """A coroutine function the file only hands to a server as its
    connection handler (``asyncio.start_server(answer, host, port)``): the
    server runs it in a task of its own for each connection."""
    name = function.name
    if name not in ctx.text or not any(word in ctx.text for word in _SERVER_WORDS):
        return False
    handed = set()
    for call in ctx.nodes_of(ast.Call):
        func = call.func
        if (func.attr if type(func) is ast.Attribute else getattr(func, "id", None)) not in (
            _SERVER_WORDS
        ):
            continue
        standard = ctx.semantic.resolve(func) in SERVES_EACH_CONNECTION
        if standard:
            handlers = call.args[:1] or [
                k.value for k in call.keywords if k.arg in _HANDLER_KEYWORDS
            ]
        elif last_name(func) in _STARTS_A_SERVER:
            # a library's or the project's own `start_server` modelled on
            # asyncio's, maybe handed the loop first (`start_server(loop, cb)`)
            handlers = [*call.args, *(k.value for k in call.keywords)]
        else:
            continue
        handed.update(
            id(handler) for handler in handlers
            if type(handler) is ast.Name and handler.id == name
        )
    if not handed:
        return False
    uses = [
        node for node in ctx.nodes_of(ast.Name)
        if node.id == name and type(node.ctx) is ast.Load
        and ctx.semantic.may_stand_for(node, function)
    ]
    return bool(uses) and all(id(node) in handed for node in uses)


_SERVER_WORDS = frozenset(name.rpartition(".")[2] for name in SERVES_EACH_CONNECTION)
# Callees named as asyncio's servers are: a handler each connection runs in a task.
_STARTS_A_SERVER = frozenset({"start_server", "start_unix_server"})
_HANDLER_KEYWORDS = ("client_connected_cb", "handler", "ws_handler")


def _free_task_calls(ctx) -> frozenset[int]:
    """The ids of the calls whose coroutine is made a free task (read once
    per file)."""
    found = ctx.scratch.get(_FREE_TASKS)
    if found is None:
        ids = set()
        if any(word in ctx.text for word in _STARTS_TASK):
            for call in ctx.nodes_of(ast.Call):
                func = call.func
                last = func.attr if type(func) is ast.Attribute else getattr(func, "id", None)
                made = _made_a_free_task(call, last, ctx)
                if made is not None:
                    ids.add(id(made))
        found = ctx.scratch[_FREE_TASKS] = frozenset(ids)
    return found


def _made_a_free_task(call: ast.Call, last: str | None, ctx) -> ast.Call | None:
    """The coroutine call ``call`` makes a free task of
    (``asyncio.create_task(pump())``: ``pump()``), or None. ``last``: the
    last name of its callee."""
    if last in _STARTS_TASK and call.args and type(call.args[0]) is ast.Call:
        if ctx.semantic.resolve(call.func) in STARTS_COROUTINE:
            return call.args[0]
    return None
