"""What bounds a wait in time, shared by the waiting rules.

A wait is bounded when something other than the awaited condition ends it:

- a time limit or cancel scope around it in its own function (``with
  trio.fail_after(1):``, ``async with asyncio.timeout(5):``, ``with
  anyio.move_on_after(2):``, ``with CancelScope() as scope:``, any call
  given a ``timeout=``/``deadline=``, a context manager of the project whose
  ``yield`` sits under such a limit), or a call it is handed to that bounds
  it (``asyncio.wait_for(event.wait(), 5)``);
- a scope it runs in that is cancelled before it, or by a child task
  (``async with create_task_group() as tg:`` ... ``tg.cancel_scope.cancel()``);
- a function around its own that cancels work (``.cancel()``, a green
  thread's ``.kill()``, ``.terminate()``) or opens a time limit: the
  wait then runs in a child task that the parent can stop;
- a timeout mark on the test, its class or its module
  (``@pytest.mark.timeout(10)``, ``pytestmark = pytest.mark.timeout(10)``),
  or a test class whose ``setUp`` (its own or one it inherits from the
  project's base classes) arms a time limit for every test
  (``self.timer = eventlet.Timeout(2)``),
  or a decorator that runs it under a time limit (``@timeout(5)``,
  tornado's ``@gen_test``, which stops a test after 5 s by default);
- a project-wide pytest-timeout setting (``timeout = 60`` in the pytest
  configuration, or ``--timeout`` in its ``addopts``).

A limit of ``None`` is no limit, nor is a shielded cancel scope with no
deadline (``CancelScope(shield=True)``): it keeps cancellation out.
"""

from __future__ import annotations

import ast

from flake8_testarch.syntax import ancestors, dotted_name, is_none, walk_local
from flake8_testarch.rules.waiting._class_limits import class_time_limit
from flake8_testarch.rules.waiting._limit_calls import (
    TIME_LIMITS, hands_over_under_a_limit, limits_time_with, wraps_under_a_limit,
)
from flake8_testarch.rules.waiting._run_limits import project_timeout, watchdog_armed

# The real clocks, under whatever name they were imported as...
CLOCK_READS = frozenset(
    {
        "time.time", "time.time_ns", "time.monotonic", "time.monotonic_ns",
        "time.perf_counter", "time.perf_counter_ns", "time.process_time",
        "time.process_time_ns", "time.thread_time", "time.thread_time_ns",
        "datetime.datetime.now", "datetime.datetime.utcnow", "datetime.datetime.today",
        "datetime.date.today",
    }
)
# ...and the event loops' (``trio.current_time()``, ``loop.time()``), which
# a deadline may be read against as well: any object's ``time()``,
# ``monotonic()``, ``now()``... and any imported function of those names is
# read as a clock.
_LOOP_CLOCK_READS = frozenset({"trio.current_time", "anyio.current_time", "timeit.default_timer"})
_CLOCK_METHODS = frozenset(
    {name.rpartition(".")[2] for name in CLOCK_READS | _LOOP_CLOCK_READS} | {"seconds"}
)
# Clocks read by their full name only: ``os.times()`` (the process's CPU
# time) is a clock, an object's ``times()`` need not be.
_NAMED_CLOCK_READS = frozenset({"os.times"})
# The methods that end work started beside the caller: a task's or a cancel
# scope's ``cancel()``, a green thread's ``kill()`` (gevent, eventlet, and
# ``gevent.killall``), a process's ``terminate()``/``kill()``.
ENDS_WORK = frozenset({"cancel", "kill", "killall", "terminate"})
# Test decorators that run the test under a time limit of their own by
# default (tornado's gen_test: 5 s, or ASYNC_TEST_TIMEOUT).
TIMED_RUNNERS = frozenset({"tornado.testing.gen_test"})
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
_CANCELS = "waiting.cancels"  # ctx.scratch key, shared by the waiting rules
_TIMEOUT_MARK = "timeout"


def reads_clock(call: ast.Call, resolve) -> bool:
    """Whether a call reads a clock: one of the clock functions, or a clock
    method of any object (``loop.time()``, ``reactor.seconds()``,
    ``clock.now()``); ``resolve`` gives the dotted name an expression stands for."""
    func = call.func
    if type(func) is ast.Attribute:
        return func.attr in _CLOCK_METHODS or (
            func.attr == "times" and resolve(func) in _NAMED_CLOCK_READS
        )
    if type(func) is ast.Name:
        name = resolve(func)  # imported: `from time import monotonic as clock`
        return name is not None and (
            name.rpartition(".")[2] in _CLOCK_METHODS or name in _NAMED_CLOCK_READS
        )
    return False


def limits_time(expression: ast.AST, ctx) -> bool:
    """A time limit or cancel scope: a call of asyncio's, trio's, anyio's or
    tornado's limiters (``timeout``, ``fail_after``, ``move_on_after``,
    ``CancelScope``, ``wait_for``, ``with_timeout``...), a green-thread
    ``Timeout``, or one given a ``timeout=``/``deadline=``."""
    return limits_time_with(expression, ctx.resolve)


_CONTEXT_MANAGER_DECORATORS = frozenset({"contextmanager", "asynccontextmanager"})
_ALARMS = frozenset({"signal.alarm", "signal.setitimer"})
_LIMITING_MANAGERS = "waiting.limiting managers"  # ctx.scratch key: definition -> bool


def limiting_context_manager(expression: ast.AST, ctx) -> bool:
    """Whether a ``with`` enters a context manager of the project (a
    generator under ``@contextmanager``, in this file or a project module)
    whose ``yield`` sits under a time limit of its own (``with
    eventlet.Timeout(timeout): yield``, or after ``signal.alarm(seconds)``):
    the block runs under that limit."""
    if type(expression) is not ast.Call:
        return False
    return _judged_definition(expression.func, ctx, _LIMITING_MANAGERS, _yields_under_a_limit)


def _judged_definition(target: ast.AST, ctx, key: str, judge) -> bool:
    """``judge(definition, resolve)`` for the function ``target`` names, in
    this file or a project module (``resolve`` reads names where it is
    written), read once per definition under ctx.scratch ``key``."""
    definition = ctx.semantic.called_definition(target, ctx.scope)
    resolve = ctx.resolve
    if definition is None:
        found = ctx.project_definition(target)
        if found is None:
            return False
        module, definition = found
        resolve = module.imports.resolve
    if type(definition) not in (ast.FunctionDef, ast.AsyncFunctionDef):
        return False
    memo = ctx.scratch.setdefault(key, {})
    if definition not in memo:
        memo[definition] = judge(definition, resolve)
    return memo[definition]


def _yields_under_a_limit(function, resolve) -> bool:
    if not any(
        (dotted_name(decorator) or "").rpartition(".")[2] in _CONTEXT_MANAGER_DECORATORS
        for decorator in function.decorator_list
    ):
        return False
    yields = [node for node in walk_local(function) if type(node) is ast.Yield]
    alarms = [
        node.lineno for node in walk_local(function)
        if type(node) is ast.Call and resolve(node.func) in _ALARMS and node.args
        and not (type(node.args[-1]) is ast.Constant and not node.args[-1].value)
    ]
    if alarms and any(node.lineno > min(alarms) for node in yields):
        # ``signal.alarm(seconds)`` then ``yield``: SIGALRM's handler ends the block.
        return True
    return bool(yields) and all(
        any(
            type(around) in (ast.With, ast.AsyncWith)
            and any(limits_time_with(item.context_expr, resolve) for item in around.items)
            for around in ancestors(node, function)
        )
        for node in yields
    )


def cancels_or_limits(function: ast.AST, ctx) -> bool:
    """Whether a function cancels work (``task.cancel()``,
    ``tg.cancel_scope.cancel()``, ``greenlet.kill()``, ``proc.terminate()``)
    or opens a time limit, in its own code. Read once per function."""
    found = ctx.scratch.setdefault(_CANCELS, {})
    if function not in found:
        found[function] = any(
            isinstance(node, ast.Call) and (
                isinstance(node.func, ast.Attribute) and node.func.attr in ENDS_WORK
                or limits_time(node, ctx)
            )
            for node in walk_local(function)
        )
    return found[function]


def _functions(ctx) -> list:
    return [scope for scope in ctx.scopes if isinstance(scope, _FUNCTIONS)]


def in_time_limit(where: ast.AST, ctx) -> bool:
    """Whether ``where`` runs under a time limit or cancel scope of its own
    function, is handed to a call that bounds it, runs in a scope that is
    cancelled before it or by a child task (``tg.cancel_scope.cancel()``),
    runs in a function nested in one that cancels work or opens a time
    limit, or in a helper every call of which is under a time limit."""
    functions = _functions(ctx)
    if not functions:
        return False
    own = functions[-1]
    if _limited_within(where, own, ctx):
        return True
    if any(cancels_or_limits(outer, ctx) for outer in functions[:-1]):
        return True
    return _called_only_under_time_limits(own, ctx)


def _limited_within(where: ast.AST, own, ctx) -> bool:
    """Whether ``where`` sits in a time limit or cancel scope of ``own``."""
    for node in ctx.semantic.ancestors(where, own):
        if isinstance(node, (ast.With, ast.AsyncWith)) and any(
            limits_time(item.context_expr, ctx)
            or _cancelled(item, node, where, own)
            or limiting_context_manager(item.context_expr, ctx)
            for item in node.items
        ):
            return True
        if isinstance(node, ast.Call) and limits_time(node, ctx):
            return True
    return False


def in_limiting_manager(where: ast.AST, ctx) -> bool:
    """Whether ``where`` sits in a ``with`` of a context manager of the
    project that bounds its block (``with deadline(60):`` arming
    ``signal.alarm``): a blocking call there is interrupted too."""
    functions = _functions(ctx)
    return bool(functions) and any(
        isinstance(node, ast.With)
        and any(limiting_context_manager(item.context_expr, ctx) for item in node.items)
        for node in ctx.semantic.ancestors(where, functions[-1])
    )


def _called_only_under_time_limits(function, ctx) -> bool:
    """A helper of the file that every call in the file makes under a time
    limit of the caller (``with anyio.fail_after(10): await
    fetch_events(app)``), and that is not handed on anywhere."""
    if type(function) not in (ast.FunctionDef, ast.AsyncFunctionDef):
        return False
    known = ctx.scratch.setdefault(_LIMITED_CALLERS, {})
    found = known.get(function)
    if found is None:
        calls = ctx.semantic.only_called(function)
        found = known[function] = bool(calls) and all(
            _limited_within(call, ctx.semantic.scope_at(call).node, ctx) for call in calls
        )
    return found


_LIMITED_CALLERS = "waiting.called only under time limits"  # ctx.scratch key


def _cancelled(item: ast.withitem, block, where: ast.AST, function) -> bool:
    """Whether the scope a ``with`` opens (``async with create_task_group()
    as tg``, ``with CancelScope() as scope``) is cancelled in the block before
    ``where``, or by a function nested in ``function`` (a child task): a
    wait there ends when the scope does."""
    if type(item.optional_vars) is not ast.Name:
        return False
    name = item.optional_vars.id
    for call, nested in _walk_with_depth(function):
        if type(call) is not ast.Call or type(call.func) is not ast.Attribute:
            continue
        if call.func.attr != "cancel":
            continue
        root = call.func.value
        while type(root) is ast.Attribute:
            root = root.value
        if type(root) is ast.Name and root.id == name and (
            nested or block.lineno < call.lineno < where.lineno
        ):
            return True
    return False


def _walk_with_depth(statement: ast.AST):
    """Every node under a statement, with whether a nested function holds it."""
    stack = [(statement, False)]
    while stack:
        node, nested = stack.pop()
        yield node, nested
        for child in ast.iter_child_nodes(node):
            stack.append((child, nested or isinstance(child, _FUNCTIONS)))


def timed_test(ctx) -> bool:
    """A timeout mark or setting, or an armed watchdog, bounds a blocking
    wait too: pytest-timeout stops the hung test and names it."""
    return project_timeout(ctx) or under_timeout_mark(ctx) or watchdog_armed(ctx)


def under_timeout_mark(ctx) -> bool:
    """Whether the function being visited runs under a pytest timeout mark
    (its own, its class's or its module's, through the outermost function
    around it) or a decorator that limits its time (``@timeout(5)``,
    ``@gen_test``)."""
    functions = _functions(ctx)
    if not functions:
        return False
    outermost = functions[0]
    if _TIMEOUT_MARK in ctx.marks_of(outermost):
        return True
    if class_time_limit(ctx) or _every_caller_marked(outermost, ctx):
        return True
    return any(
        _limiting_decorator(decorator, ctx)
        for function in functions
        for decorator in getattr(function, "decorator_list", ())
    )


def _every_caller_marked(helper, ctx) -> bool:
    """A module-level helper of the file (``def gated(cls): ... class
    Gated(cls): async def on_exit(self): await self.gate.wait()``) that
    only tests under a timeout mark call, by name, and nothing hands on:
    what it builds runs inside those tests' time limits. Read once per
    helper."""
    if type(helper) is ast.Lambda or ctx.scopes[0] is not helper:
        return False
    known = ctx.scratch.setdefault(_MARKED_CALLERS, {})
    found = known.get(helper)
    if found is None:
        callers = [
            ctx.semantic.scope_at(call).outermost_function()
            for call in ctx.semantic.only_called(helper)
        ]
        found = known[helper] = bool(callers) and all(
            caller is not None and _TIMEOUT_MARK in ctx.marks_of(caller) for caller in callers
        )
    return found


_MARKED_CALLERS = "waiting.helpers only marked tests call"  # ctx.scratch key


def _limiting_decorator(decorator: ast.AST, ctx) -> bool:
    """``@timeout(5)``, ``@async_test(timeout=10)``, ``@gen_test``: a
    decorator that runs the function under a time limit. (A ``deadline=``
    such as hypothesis' only reports a slow example once it is done.)"""
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    name = ctx.resolve(target) or dotted_name(target) or ""
    if name in TIMED_RUNNERS:
        return True
    if ctx.mark_name(decorator) is None and _runs_under_a_limit(target, ctx, guards=True):
        return True
    if not isinstance(decorator, ast.Call) or ctx.mark_name(decorator) is not None:
        return False
    for keyword in decorator.keywords:
        if keyword.arg == "timeout":
            return not is_none(keyword.value)
    return TIME_LIMITS.fullmatch(name.rpartition(".")[2] or "") is not None and not (
        len(decorator.args) == 1 and is_none(decorator.args[0])
    )


def cuts_short(decorator: ast.AST, ctx) -> bool:
    """A decorator that stops the function it wraps when time runs out: a
    time limit called as one (``@timeout(0.1)``), or a decorator of the file
    or the project whose code runs the function under a limit
    (``@API.timeout``, brackets or not). A runner's default limit
    (``@gen_test``) and a timeout mark only guard the run: not counted."""
    if ctx.mark_name(decorator) is not None:
        return False
    target = decorator.func if type(decorator) is ast.Call else decorator
    return limits_time(decorator, ctx) or _runs_under_a_limit(target, ctx)


_LIMITING_DECORATORS = "waiting.limiting decorators"  # ctx.scratch key: definition -> bool
_GUARDING_DECORATORS = "waiting.guarding decorators"  # ctx.scratch key: definition -> bool


def _runs_under_a_limit(target: ast.AST, ctx, guards: bool = False) -> bool:
    """A decorator of the file or the project whose code calls the function it
    wraps under a time limit (``asyncio.wait_for(f(self, *args), timeout)``,
    ``with Timeout(seconds): return f(*args)``), or hands it, maybe wrapped,
    to a runner given a limit (``loop.run_sync(gen.coroutine(f),
    timeout=10)``), read once per definition. Only with ``guards``: a
    runner's limit guards the run, it does not cut a sleep short."""
    if guards:
        return _judged_definition(target, ctx, _GUARDING_DECORATORS, hands_over_under_a_limit)
    return _judged_definition(target, ctx, _LIMITING_DECORATORS, wraps_under_a_limit)


def bounded(where: ast.AST, ctx) -> bool:
    """Whether anything but the awaited condition ends a wait at ``where``."""
    return (
        in_time_limit(where, ctx) or project_timeout(ctx) or under_timeout_mark(ctx)
        or watchdog_armed(ctx)
    )
