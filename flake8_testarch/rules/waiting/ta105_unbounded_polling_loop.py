"""A polling loop with no deadline.

## What it flags
A loop in a test file or `conftest.py` (tests, fixtures, setup hooks and
helpers) that waits for a condition, paces itself with a wait, and has
nothing to end it if the condition never comes true:

- it waits for a condition: `while <condition>:`, or `while True:` (or
  `for _ in itertools.count():`) that `break`s or `return`s under an `if`
  or once a `try` block gets through;
- it paces itself: a sleep in its condition or body (`time.sleep`,
  `asyncio.sleep`, `trio.sleep`... a zero-length one too), or another wait
  given a timeout (`event.wait(0.1)`, `thread.join(timeout=1)`).

Not reported, because something bounds the loop:

- a deadline read inside it: a clock read (`time.monotonic()`,
  `time.process_time()`, `os.times()`, `loop.time()`,
  `trio.current_time()`, any imported `now()`...) or a value
  computed from one (`elapsed = time.time() - start`) in its condition, in
  an `if`, an `assert` or an assertion call inside it; or a helper called
  there whose own code reads a clock, or one of whose class's methods it
  calls does (`deadline.expired()` comparing `self.elapsed()`,
  `timer.remaining()`, from the file or from the project's modules); or
  such a helper called as a statement that fails when the time is up
  (`_within_deadline(deadline, "transfer")` comparing `time.monotonic()`
  and calling `pytest.fail`);
- a counter the loop steps (`tries += 1`, `left = left - 1`), a collection
  it consumes (`pending.pop()`) or an iterator it advances (`next(tries)`),
  read in the same places: the loop ends or fails after so many tries. A
  `for _ in range(n)` loop is bounded by construction and never reported;
- a time limit or cancel scope around it, or a timeout mark or setting, as
  for TA102: `with trio.fail_after(5):`, `async with asyncio.timeout(5):`,
  `anyio.move_on_after`, a `CancelScope`, a function around it that
  cancels work or opens a time limit, a helper of the file that every
  caller calls under a time limit, a `timeout` mark on the test, its
  class or its module (pytest-timeout), or on every test that calls the
  module-level helper the loop is in, a decorator that limits time
  (`@timeout(5)`, tornado's `@gen_test`, or one of the file or the project
  whose code runs the function it wraps under a time limit:
  `asyncio.wait_for(f(self, *args), limit)`, or hands it to a runner given
  a limit: `loop.run_sync(gen.coroutine(f), timeout=10)`), a
  `timeout` in the project's pytest configuration (or `--timeout` in its
  `addopts`), a test class whose `setUp` (its own or an inherited one)
  arms a time limit for every test (`self.timer = eventlet.Timeout(2)`,
  a loop timer whose handler stops the loop or fails the test,
  `self.loop.call_later(5, self.on_timeout)`),
  or whose metaclass wraps every test in one, as for TA102, a
  green-thread time limit around it (`with eventlet.Timeout(5):`), or a
  context manager of the project whose `yield` sits under a time limit
  (`with handled_within(worker):` where `handled_within` wraps its `yield`
  in `with eventlet.Timeout(30):`).

A check that a worker is still alive, joined to the condition (`while
not ready() and task.is_running():`, `... and proc.poll() is None`), does
not bound the loop: it ends when the worker stops, and a worker stuck in
the code under test never does (the same hang as a `join()` with no
timeout, which TA102 reports).

A loop that fails when its wait runs out is bounded too: each pass waits
a limited time on one object and then asserts on it
(`thread.join(timeout=5)` then `assert not thread.is_alive()`, or
`assert done.wait(1)`), so it goes round again only when the wait ended
in time.

A loop with no wait in it, a `while True:` that only ends by raising,
a generator's loop that yields values (`while True: yield call()`,
driven by its consumer one value at a time), a loop that drains a source
(`while consumer.consume() is not None:`, going round while the call
hands out an item and ending when it has none left), and a loop in a `try` that
catches `KeyboardInterrupt` or `SystemExit` (a standalone server's main
loop, idling until it is stopped) are not polling loops and are left
alone. Nor is a loop that runs as a
thread's body (the `run` method of a `Thread` or `Process` subclass, a
function handed to one as `target=`, also to a class named for a thread
that pytest gives, `thread_class(target=holder.work)`, to a green thread such as
`eventlet.spawn(f)` or `gevent.spawn(f)` (an instance handed over runs
its `__call__`), or made a free task with
`asyncio.create_task(f())`, directly or through a helper of the file that
starts its argument, `_daemon(f)` with `def _daemon(target): return
Thread(target=target)`, also one defined in a `try` and again in its
`except ImportError` when each definition starts it), or a function the
file only hands to other code to run and never calls itself (`FuncTask(poll_until_stopped,
execution="thread")`, or a method of a class it hands over,
`State(invoke=Tracker)` with the loop in `Tracker.run`, as for TA101;
`run()` called on another class's instance does not count): a fake
server's or a load
generator's loop hangs its own thread only, and the wait on that thread
is TA102's to report. A task group's or nursery's child is not left alone: the group
waits for it when its block ends, so the loop holds the test. Nor is a
loop of a function nested in the test and handed on to run beside it (a
worker it submits) that looks at an event or queue the test settles
itself (`while not stop.is_set():` and the test's own `stop.set()` or
`self.addCleanup(stop.set)`): no code under test keeps it going.

A wait that runs only on the way out of the loop (`sleep(0.1); break`, a
sleep before `return`) does not pace it: such a loop blocks on something
else each time round (a `recv()`, a queue), and is not a polling loop.

## Why it is bad
Polling is the right way to wait for asynchronous work, but only with a
bound. If the code under test never reaches the state the loop waits for,
the loop spins forever: the run stalls until the CI job is killed, no test
is reported as failed, and the log does not say which test hung.

## Example
```python
import time

def test_worker_finishes(worker):
    worker.start()
    while not worker.done():
        time.sleep(0.1)
    assert worker.result == 3
```

## Use instead
Give the loop a deadline and fail when it passes:

```python
import time

def test_worker_finishes(worker):
    worker.start()
    deadline = time.monotonic() + 5
    while not worker.done():
        assert time.monotonic() < deadline, "worker did not finish in 5 s"
        time.sleep(0.1)
    assert worker.result == 3
```

In pytest, a `@pytest.mark.timeout(...)` mark (pytest-timeout) is the
blunt alternative: it bounds the whole test rather than the one wait.

## Options
None.
"""

from __future__ import annotations

import ast

from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.rules.waiting._loop_exits import (
    NESTED,
    TIMED_WAITS,
    exit_condition,
    fails_when_its_wait_times_out,
    on_the_way_out,
    timed_wait,
)
from flake8_testarch.rules.waiting._settled import settled_by_the_test
from flake8_testarch.rules.waiting._sleeps import SLEEP_FUNCTIONS, sleep_function
from flake8_testarch.rules.waiting._thread_bodies import in_a_thread_body
from flake8_testarch.rules.waiting._run_limits import project_timeout
from flake8_testarch.rules.waiting._time_limits import (
    in_time_limit,
    reads_clock,
    under_timeout_mark,
)
from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.syntax import dotted_name, is_none, on_self, own_method, walk_local

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: give the loop a deadline (a clock compared with a limit) or a timeout mark"

RULE = Rule(
    code="TA105",
    name="unbounded-polling-loop",
    summary="a polling loop with no deadline",
    message=(
        "polling loop on `{condition}` has no deadline and hangs the run if that never "
        "comes true; check a deadline (time.monotonic()) or count the tries in the loop "
        "and fail when it passes, or mark the test @pytest.mark.timeout(...)"
    ),
    variants={
        "unittest": "polling loop on `{condition}` has no deadline and hangs the run if "
        "that never comes true; check a deadline (time.monotonic()) or count the tries in "
        "the loop and fail when it passes",
    },
)

# Methods that take from a collection: a loop that calls them consumes it.
_CONSUMING = frozenset({"pop", "popleft", "popitem", "remove", "discard", "clear", "get_nowait"})
_ASSERTING = ("assert", "fail")
_LONGEST_CONDITION = 60
_MAX_PASSES = 3


def visit_While(node: ast.While, ctx):
    test = node.test
    if isinstance(test, ast.Constant) and test.value:
        condition = exit_condition(node)
    else:
        condition = ast.unparse(test)
    if condition is None:
        return ()
    return _reports(node, condition, ctx)


def visit_For(node: ast.For, ctx):
    """``for _ in itertools.count():`` loops as long as ``while True:``."""
    source = node.iter
    if not (isinstance(source, ast.Call) and not source.args and not source.keywords):
        return ()
    func = source.func
    if (func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)) != "count":
        return ()
    if ctx.call_name(source) != "itertools.count":
        return ()
    condition = exit_condition(node)
    return () if condition is None else _reports(node, condition, ctx)


def _reports(loop, condition: str, ctx):
    if not _paced(loop, ctx) or project_timeout(ctx) or _reads_progress(loop, ctx):
        return ()
    if _hands_out_values(loop, ctx) or _drains(loop):
        return ()
    if in_time_limit(loop, ctx) or under_timeout_mark(ctx) or in_a_thread_body(ctx):
        return ()
    if _ended_by_the_test(loop, ctx) or _waits_for_an_interrupt(loop, ctx):
        return ()
    if fails_when_its_wait_times_out(loop):
        return ()
    if len(condition) > _LONGEST_CONDITION:
        condition = condition[: _LONGEST_CONDITION - 3] + "..."
    variant = "unittest" if _in_unittest(ctx) else None
    return (Hit(loop, {"condition": " ".join(condition.split())}, variant=variant),)


def _hands_out_values(loop, ctx) -> bool:
    """A generator's loop that yields values (``while True: yield
    call()``): its consumer drives it one value at a time and stops it when
    it has enough, so it waits on no condition of its own. A ``yield`` of a
    sleep (``yield gen.sleep(0.1)``, a generator-based coroutine) paces a
    poll instead."""
    return any(
        type(node) in (ast.Yield, ast.YieldFrom) and node.value is not None
        and not (type(node.value) is ast.Call and sleep_function(node.value, ctx))
        for node in _own_nodes(loop)
    )


def _drains(loop) -> bool:
    """``while consumer.consume() is not None:`` (or ``(item := q.get_item())
    is not None``): the loop goes round while the call hands out an item,
    and ends when the source has none left."""
    test = loop.test if type(loop) is ast.While else None
    if type(test) is not ast.Compare or [type(op) for op in test.ops] != [ast.IsNot]:
        return False
    taken = test.left.value if type(test.left) is ast.NamedExpr else test.left
    return type(taken) is ast.Call and is_none(test.comparators[0])


def _own_nodes(loop, with_test: bool = True):
    """The loop's condition and body, not entering nested functions or
    classes (inner loops included: a wait there paces this loop too)."""
    roots = [loop.test] if with_test and isinstance(loop, ast.While) else []
    for root in [*roots, *loop.body]:
        if not isinstance(root, NESTED):
            yield from walk_local(root)


def _paced(loop, ctx) -> bool:
    """Whether the loop waits between its looks at the condition: a sleep, a
    timed wait, or a helper of the file or the project that sleeps. A wait
    in a block that then leaves the loop (``sleep(0.1); break``, a sleep
    before ``return``) runs once, on the way out: it paces nothing."""
    helpers = []
    leaving = on_the_way_out(loop)
    for node in _own_nodes(loop):
        if type(node) is not ast.Call or id(node) in leaving:
            continue
        func = node.func
        if type(func) is ast.Attribute and func.attr in TIMED_WAITS:
            if timed_wait(node, ctx.resolve):
                return True
        elif sleep_function(node, ctx):
            return True
        elif type(func) is ast.Name or on_self(func):
            helpers.append(func)
    return any(_sleeps_inside(func, ctx) for func in helpers)


def _sleeps_inside(func: ast.AST, ctx) -> bool:
    """``await sleep(0.2)`` where ``sleep`` is the project's own wrapper of
    the event loops' sleeps: a helper whose code calls a sleep."""
    found = _definition(func, ctx)
    if found is None:
        return False
    resolve, function, _cls = found
    return any(
        type(node) is ast.Call and resolve(node.func) in SLEEP_FUNCTIONS
        for node in walk_local(function)
    )


# --- deadlines and counters ------------------------------------------------------


def _reads_progress(loop, ctx) -> bool:
    """Whether the loop reads something that moves on every time round: a
    clock, a value computed from one, a counter it steps, a collection it
    consumes, an iterator it advances, or a helper whose code reads a clock."""
    stepped = set()
    for node in _own_nodes(loop, with_test=False):
        kind = type(node)
        if kind is ast.AugAssign:
            stepped.add(dotted_name(node.target))
        elif kind is ast.Assign and _reads_itself(node):
            stepped.update(dotted_name(target) for target in node.targets)
        elif kind is ast.Call:
            func = node.func
            if type(func) is ast.Attribute and func.attr in _CONSUMING:
                stepped.add(dotted_name(func.value))
            elif type(func) is ast.Name and func.id == "next" and len(node.args) == 1:
                return True  # StopIteration ends the loop when the tries run out
    stepped.discard(None)
    moving = stepped | _clock_values(ctx)
    return any(_mentions(test, moving, ctx) for test in _tests(loop)) or any(
        type(node) is ast.Expr and type(node.value) is ast.Call
        and _failing_deadline(node.value.func, ctx)
        for node in _own_nodes(loop, with_test=False)
    )


def _failing_deadline(expression: ast.AST, ctx) -> bool:
    """A helper called as a statement that reads a clock and fails
    (``_assert_within_deadline(deadline, "transfer")`` whose code compares
    ``time.monotonic()`` with it and calls ``pytest.fail``)."""
    found = _definition(expression, ctx)
    if found is None or not _reads_a_clock(*found):
        return False
    function = found[1]
    return any(
        type(node) in (ast.Raise, ast.Assert)
        or type(node) is ast.Call and (
            getattr(node.func, "attr", None) or getattr(node.func, "id", "")
        ).startswith("fail")
        for node in walk_local(function)
    )


_INTERRUPTS = frozenset({"KeyboardInterrupt", "SystemExit"})


def _waits_for_an_interrupt(loop, ctx) -> bool:
    """The loop sits in a ``try`` that catches ``KeyboardInterrupt`` or
    ``SystemExit``: a process idling until it is stopped (a standalone
    server's main loop), not a test waiting on a condition."""
    for node in ctx.semantic.ancestors(loop, ctx.current_function or ctx.tree):
        if type(node) is ast.Try and any(
            _INTERRUPTS.intersection(
                dotted_name(name) for name in ast.walk(handler.type)
                if type(name) in (ast.Name, ast.Attribute)
            )
            for handler in node.handlers if handler.type is not None
        ):
            return True
    return False


def _reads_itself(assign: ast.Assign) -> bool:
    """``left = left - 1``: a target read in its own new value."""
    targets = {dotted_name(target) for target in assign.targets} - {None}
    return bool(targets) and any(
        dotted_name(node) in targets
        for node in walk_local(assign.value)
        if isinstance(node, (ast.Name, ast.Attribute))
    )


def _ended_by_the_test(loop, ctx) -> bool:
    """Whether the loop, in a function nested in the test, looks at an event
    or queue that the test itself settles (``while not stop.is_set():`` in a
    worker, and the test's own ``stop.set()`` or ``addCleanup(stop.set)``):
    no code under test can keep it going past the test."""
    return any(
        type(node) is ast.Call and type(node.func) is ast.Attribute
        and type(node.func.value) is ast.Name
        and settled_by_the_test(node.func.value, ctx)
        for test in _tests(loop)
        for node in walk_local(test)
    )


def _tests(loop):
    """The expressions that decide whether the loop goes on: its condition,
    the tests of ``if``s, ``assert``s and inner loops in it, and what
    assertion calls in it check."""
    if isinstance(loop, ast.While):
        yield loop.test
    for node in _own_nodes(loop, with_test=False):
        kind = type(node)
        if kind in (ast.If, ast.IfExp, ast.While, ast.Assert):
            yield node.test
        elif kind is ast.Call:
            func = node.func
            name = func.attr if type(func) is ast.Attribute else getattr(func, "id", "")
            if name.startswith(_ASSERTING):
                yield from node.args


def _mentions(test: ast.AST, moving: set, ctx) -> bool:
    for node in walk_local(test):
        kind = type(node)
        if kind is ast.Call:
            if reads_clock(node, ctx.resolve) or _deadline_helper(node.func, ctx):
                return True
        elif kind is ast.Name or kind is ast.Attribute:
            if dotted_name(node) in moving:
                return True
    return False


def _clock_values(ctx) -> set:
    """Names and attributes that the visited function (or the module, at
    its top level) sets from a clock read, or from another such value
    (``start = time.time()``, ``elapsed = now - start``). Read once per function."""
    function = ctx.current_function or ctx.tree
    memo = ctx.scratch.setdefault(f"{RULE.code}.clocked", {})
    found = memo.get(function)
    if found is None:
        assignments = [
            node for node in ctx.local_nodes(function)
            if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign))
            and node.value is not None
        ]
        found = memo[function] = set()
        for _ in range(_MAX_PASSES):
            before = len(found)
            for assign in assignments:
                if _mentions_clock(assign.value, found, ctx):
                    targets = assign.targets if isinstance(assign, ast.Assign) else [assign.target]
                    found.update(name for name in map(dotted_name, targets) if name)
            if len(found) == before:
                break
    return found


def _mentions_clock(value: ast.AST, clocked: set, ctx) -> bool:
    for node in walk_local(value):
        kind = type(node)
        if kind is ast.Call and reads_clock(node, ctx.resolve):
            return True
        if (kind is ast.Name or kind is ast.Attribute) and dotted_name(node) in clocked:
            return True
    return False


def _deadline_helper(expression: ast.AST, ctx) -> bool:
    """Whether a called function or method is a deadline by its shape: its
    own code reads a clock (``deadline.expired()``, ``timer.remaining()``,
    ``time_left()``), or a method of its class it calls does
    (``expired()`` comparing ``self.elapsed()``), in this file or in a
    project module."""
    found = _definition(expression, ctx)
    return found is not None and _reads_a_clock(*found)


def _reads_a_clock(resolve, function, cls) -> bool:
    methods = [function]
    if cls is not None:
        methods += [
            own_method(cls, node.func.attr)
            for node in walk_local(function)
            if type(node) is ast.Call and on_self(node.func)
        ]
    return any(
        type(node) is ast.Call and reads_clock(node, resolve)
        for method in methods if method is not None
        for node in walk_local(method)
    )


def _definition(expression: ast.AST, ctx):
    """(a name resolver for its module, the ``def``, its class or None) of
    what a call calls: a function or method of this file or of a project
    module, or the method of an object built from such a class (``timer =
    Timer(5)``)."""
    model = ctx.semantic
    definition = model.called_definition(expression, ctx.scope)
    if isinstance(definition, FUNCTION_TYPES):
        return ctx.resolve, definition, None
    if type(expression) is ast.Attribute and type(expression.value) is ast.Name:
        binding, _scope = model.binding_at(expression.value, ctx.scope)
        value = binding.assigned if binding is not None else None
        if isinstance(value, ast.Call):
            found = ctx.project_definition(value.func) or (
                (ctx.module, model.called_definition(value.func, ctx.scope))
            )
            module, cls = found
            if isinstance(cls, ast.ClassDef):
                method = own_method(cls, expression.attr)
                if method is not None:
                    return module.imports.resolve, method, cls
        return None
    found = ctx.project_definition(expression)
    if found is not None and isinstance(found[1], FUNCTION_TYPES):
        return found[0].imports.resolve, found[1], None
    return None


def _in_unittest(ctx) -> bool:
    """A loop in a unittest test case of a file that does not use pytest:
    the timeout mark is no advice there."""
    return "pytest" not in ctx.text and ctx.in_unittest_case()
