"""A sleep in test code.

## What it flags
Calls to `time.sleep`, `asyncio.sleep`, `trio.sleep`, `trio.sleep_until`,
`anyio.sleep`, `anyio.sleep_until`, `tornado.gen.sleep`, `gevent.sleep` and
`eventlet.sleep` anywhere in a test file or `conftest.py` (tests, fixtures,
setup hooks and helpers), under whatever name they were imported as, and the
same functions handed to another call to run (`tg.start_soon(sleep, 1)`,
`executor.submit(time.sleep, 0.5)`).

Not reported:

- a zero-length sleep (`asyncio.sleep(0)`, `time.sleep(0)`): it only hands
  control to the event loop or to other threads;
- a sleep inside a polling loop, one that can end on a condition (`while
  not done():`, or a loop that `break`s or `return`s): the sleep paces the
  polling, and the loop waits for the condition itself;
- an event-loop sleep in a test or fixture that takes a clock fixture
  (`mock_clock`, `autojump_clock`, any parameter named `*clock*`) or a
  patched sleep (`fake_sleep`, `mock_sleep`), or that runs a sleep with
  `clock=`: the loop runs on a fake clock and no real time passes.

## Why it is bad
A sleep guesses how long the code under test needs. Too short and the test
fails on a loaded CI machine; long enough to be safe and every run pays for
it. Either way the test says nothing about the condition it waits for.

## Example
```python
import time

def test_worker_drains_queue(worker):
    worker.submit("job")
    time.sleep(2)
    assert worker.done == ["job"]
```

## Use instead
Wait for the condition itself: an event the code sets, a future, a queue, or
polling with a deadline. When a test really measures real time (a timer, a
rate limiter against a real clock), say so on the line or the line above:

```python
import time

def test_worker_drains_queue(worker):
    worker.submit("job")
    assert worker.finished.wait(timeout=5)
    assert worker.done == ["job"]


def test_rate_limit_window_expires(limiter):
    limiter.hit()
    time.sleep(1.1)  # real-timer: the limiter reads the monotonic clock directly
    assert limiter.allows()
```

An empty reason (`# real-timer:`) is still reported.

## Options
None.
"""

from __future__ import annotations

import ast
import re

from flake8_testarch.core.lazy_regex import lazy_compile
from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.rules.waiting._sleeps import (
    LOOP_SLEEPS,
    may_sleep,
    real_timer_reason,
    sleep_name,
    sleeps_passed_along,
)
from flake8_testarch.core.syntax import child_fields, child_nodes, spanning

# Parameters that bring a fake clock or a patched sleep: `mock_clock`,
# `autojump_clock`, `fake_sleep`.
_FAKES = lazy_compile(r"clock|fake_sleep|mock_sleep|patched_sleep", re.IGNORECASE)
_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
_LOOPS = (ast.For, ast.AsyncFor, ast.While)

RULE = Rule(
    code="TA101",
    name="sleep-in-test",
    summary="a sleep in test code",
    message=(
        "{call} in test code; wait for the condition itself (an event, a future, polling "
        "with a deadline), or justify a real timer with '# real-timer: <why>'"
    ),
    variants={
        "empty-reason": "{call} is marked '# real-timer:' with no reason; say why this test "
        "needs real time",
    },
)


def visit_Call(node: ast.Call, ctx):
    if not may_sleep(ctx):
        return ()
    found = sleep_name(node, ctx)
    passed = sleeps_passed_along(node, ctx) if node.args else ()
    if not (found or passed):
        return ()
    return _reports([(node, found), *passed] if found else passed, ctx)


def _reports(sleeps, ctx):
    for where, name in sleeps:
        if _polling(where, ctx) or (name in LOOP_SLEEPS and _on_a_fake_clock(ctx)):
            continue
        reason = real_timer_reason(where, ctx)
        if reason is None:
            yield Hit(where, {"call": name})
        elif not reason:
            yield Hit(where, {"call": name}, variant="empty-reason")


def _polling(where: ast.AST, ctx) -> bool:
    """Whether a loop around ``where`` in its own scope can end on a condition:
    the sleep then paces the polling."""
    for node in _enclosing(where, ctx.scopes[-1] if ctx.scopes else ctx.tree):
        if isinstance(node, _LOOPS) and (
            isinstance(node, ast.While) and not _always_true(node.test) or _exits(node)
        ):
            return True
    return False


def _enclosing(where: ast.AST, scope: ast.AST) -> list:
    """The nodes of ``scope`` that hold ``where``, none when a function, class
    or lambda nested in ``scope`` holds it. Only nodes whose lines span
    ``where``'s line are searched; in a block of statements, which follow
    each other, those are found by bisection rather than by reading them all."""
    line = where.lineno
    parents = {}
    stack = [scope]
    while stack:
        node = stack.pop()
        if node is where:
            break
        for field in child_fields(type(node)):
            value = getattr(node, field, None)
            if type(value) is list and value and isinstance(value[0], ast.stmt):
                children = [value[index] for index in spanning(value, line)]
            else:
                children = value if type(value) is list else [value]
            for child in children:
                if not isinstance(child, ast.AST) or isinstance(child, _DEFINITIONS):
                    continue
                if getattr(child, "lineno", line) <= line <= getattr(child, "end_lineno", line):
                    parents[child] = node
                    stack.append(child)
    else:
        return []
    found = []
    while where in parents:
        where = parents[where]
        found.append(where)
    return found


def _always_true(test: ast.AST) -> bool:
    return isinstance(test, ast.Constant) and bool(test.value)


def _exits(loop) -> bool:
    """Whether the loop's own body (not a loop nested in it) breaks or returns."""
    stack = list(loop.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Break, ast.Return)):
            return True
        if isinstance(node, (*_LOOPS, *_DEFINITIONS)):
            continue
        stack.extend(child_nodes(node))
    return False


def _on_a_fake_clock(ctx) -> bool:
    """Whether an enclosing function asks for a clock fixture (``mock_clock``,
    ``autojump_clock``): the event loop's sleeps then cost no real time."""
    for scope in ctx.scopes:
        arguments = getattr(scope, "args", None)
        if isinstance(arguments, ast.arguments):
            every = (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
            if any(_FAKES.search(argument.arg) for argument in every):
                return True
    return False


# No "sleep" anywhere in the file: no call in it can sleep.
applies_to = may_sleep
