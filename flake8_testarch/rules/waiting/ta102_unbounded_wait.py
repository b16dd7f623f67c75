"""A wait with no bound in test code.

## What it flags
Blocking waits that can wait forever, anywhere in a test file or
`conftest.py`:

- `Thread.join()`, `Process.join()` with no timeout;
- `Event.wait()`, `Condition.wait()`, `Barrier.wait()` with no timeout;
- `Future.result()` / `Future.exception()` with no timeout (futures from
  `executor.submit(...)` included);
- a blocking `Queue.get()` (`get()`, `get(True)`, `get(block=True)`) with no
  timeout, on `queue` and `multiprocessing` queues;
- `Popen.wait()` / `Popen.communicate()` with no timeout;
- `subprocess.run`, `call`, `check_call`, `check_output` with no `timeout=`.

The receiver is identified, not guessed from the method name: from the code
around it (`t = threading.Thread(...)`, `with ThreadPoolExecutor() as
pool: fut = pool.submit(...)`, `for t in threads`, `self.proc = Popen(...)`,
a parameter or return annotation), and through the helpers that made it,
in this file or in the project modules they are imported from (read, never
imported). A `.join()` on a string or a list, a `.get()` on a dict, a
`Barrier` built with a default timeout, and receivers that cannot be
identified are never reported.

## Why it is bad
When the code under test hangs, an unbounded wait hangs with it: the run
stalls until the CI job is killed, no test is reported as failed, and the
log does not say which test hung. A timeout turns the hang into one failing
test with a traceback.

## Example
```python
import subprocess
import threading

def test_worker_stops(worker):
    thread = threading.Thread(target=worker.run)
    thread.start()
    worker.stop()
    thread.join()


def test_cli_prints_version():
    out = subprocess.check_output(["shop", "--version"])
    assert out.startswith(b"shop ")
```

## Use instead
```python
import subprocess
import threading

def test_worker_stops(worker):
    thread = threading.Thread(target=worker.run)
    thread.start()
    worker.stop()
    thread.join(timeout=5)
    assert not thread.is_alive()


def test_cli_prints_version():
    out = subprocess.check_output(["shop", "--version"], timeout=30)
    assert out.startswith(b"shop ")
```

## Options
None.
"""

from __future__ import annotations

import ast

from flake8_testarch.core.rule import Hit, Rule, calls_named
from flake8_testarch.rules.waiting._time_limits import bounded
from flake8_testarch.rules.waiting._waitables import Receivers, has_keyword

RULE = Rule(
    code="TA102",
    name="unbounded-wait",
    summary="a wait with no timeout in test code",
    message=(
        "{wait} waits with no bound and hangs the run if the code under test hangs; "
        "pass a timeout so the hang fails this test instead"
    ),
    variants={
        "awaited": "{wait} waits with no bound and hangs the run if the code under test "
        "hangs; await it under a time limit (asyncio.timeout, wait_for, fail_after, "
        "move_on_after) so the hang fails this test instead",
    },
)

WAIT_METHODS = {
    "join": {"Thread", "Process"},
    "wait": {"Event", "Condition", "Barrier", "Popen"},
    "result": {"Future"},
    "exception": {"Future"},
    "get": {"Queue"},
    "communicate": {"Popen"},
}
SUBPROCESS_FUNCTIONS = frozenset(
    {"subprocess.run", "subprocess.call", "subprocess.check_call", "subprocess.check_output"}
)
# The event loops' waits, by method, and the kinds of receiver they wait on
# (see _waitables): none of them takes a timeout.
_PROCESSES = {"asyncio.subprocess.Process", "trio.Process", "anyio.abc.Process"}
ASYNC_WAIT_METHODS = {
    "wait": {
        "asyncio.Event", "asyncio.Condition", "asyncio.Barrier", "trio.Event",
        "trio.Condition", "anyio.Event", "anyio.Condition", *_PROCESSES,
    },
    "wait_for": {"asyncio.Condition"},
    "get": {"asyncio.Queue"},
    "join": {"asyncio.Queue"},
    "communicate": {"asyncio.subprocess.Process"},
    "receive": {"trio.MemoryReceiveChannel", "anyio.MemoryObjectReceiveStream"},
    "read": {"asyncio.StreamReader"},
    "readline": {"asyncio.StreamReader"},
    "readexactly": {"asyncio.StreamReader"},
    "readuntil": {"asyncio.StreamReader"},
}
# Waitables awaited themselves: `await task`.
AWAITED_KINDS = frozenset({"asyncio.Future", "asyncio.Task"})
ASYNC_SUBPROCESS_FUNCTIONS = frozenset({"trio.run_process", "anyio.run_process"})
# Attribute names a call must end in to be a wait or a subprocess function.
_CANDIDATE_METHODS = frozenset(WAIT_METHODS) | {
    name.rsplit(".", 1)[1] for name in SUBPROCESS_FUNCTIONS
}


def _is_unbounded(method: str, call: ast.Call) -> bool:
    if has_keyword(call, "timeout"):
        return False
    if method == "get":
        if len(call.args) >= 2:
            return False
        block = call.args[0] if call.args else None
        for keyword in call.keywords:
            if keyword.arg == "block":
                block = keyword.value
        if block is None:
            return not call.keywords
        return isinstance(block, ast.Constant) and block.value is True
    if method == "communicate":
        return len(call.args) < 2
    return not call.args


@calls_named(_CANDIDATE_METHODS)
def visit_Call(node: ast.Call, ctx):
    func = node.func
    kind = type(func)
    if kind is ast.Attribute:
        method = func.attr
        if method not in _CANDIDATE_METHODS:
            return ()
        expected = WAIT_METHODS.get(method)
        if expected is not None:
            if not _is_unbounded(method, node):
                return ()
            return _wait_reports(node, method, expected, ctx)
        name = ctx.call_name(node)
    elif kind is ast.Name:
        name = ctx.imports.qualified(func.id)
        if name is None:
            return ()
    else:
        return ()
    if name in SUBPROCESS_FUNCTIONS and not has_keyword(node, "timeout"):
        return (Hit(node, {"wait": f"{name}() without timeout="}),)
    return ()


def _wait_reports(node: ast.Call, method: str, expected: set, ctx):
    kind = Receivers(ctx).kind(node.func.value)
    if kind in expected:
        return (Hit(node, {"wait": f"{kind}.{method}()"}),)
    return ()


def visit_Await(node: ast.Await, ctx):
    value = node.value
    kind = type(value)
    if kind is ast.Call:
        wait = _awaited_call(value, ctx)
    elif kind is ast.Name or kind is ast.Attribute:
        receiver = Receivers(ctx).kind(value)
        wait = f"awaiting an {receiver}" if receiver in AWAITED_KINDS else None
    else:
        return ()
    if wait is None or bounded(node, ctx):
        return ()
    return (Hit(node, {"wait": wait}, variant="awaited"),)


def _awaited_call(call: ast.Call, ctx) -> str | None:
    """What an awaited call waits on when it is an event loop's wait with no
    bound (``event.wait()``, ``queue.get()``, ``trio.run_process(...)``), or None."""
    func = call.func
    if type(func) is ast.Attribute and func.attr in ASYNC_WAIT_METHODS:
        receiver = Receivers(ctx).kind(func.value)
        if receiver in ASYNC_WAIT_METHODS[func.attr]:
            return f"await {receiver}.{func.attr}()"
        return None
    if type(func) is ast.Attribute and func.attr != "run_process":
        return None
    name = ctx.call_name(call)
    return f"await {name}()" if name in ASYNC_SUBPROCESS_FUNCTIONS else None
