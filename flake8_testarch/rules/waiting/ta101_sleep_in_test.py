"""A sleep in test code.

## What it flags
Calls to `time.sleep`, `asyncio.sleep`, `trio.sleep`, `anyio.sleep`,
`gevent.sleep` and `eventlet.sleep` anywhere in a test file or `conftest.py`
(tests, fixtures, setup hooks and helpers), under whatever name they were
imported as. A zero-length `asyncio.sleep(0)` (and its trio, anyio, gevent and
eventlet twins) only hands control to the event loop and is allowed.

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

from flake8_testarch.rule import Hit, Rule
from flake8_testarch.rules.waiting._sleeps import real_timer_reason, sleep_name

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
    name = sleep_name(node, ctx)
    if name is None:
        return
    reason = real_timer_reason(node, ctx)
    if reason is None:
        yield Hit(node, {"call": name})
    elif not reason:
        yield Hit(node, {"call": name}, variant="empty-reason")
