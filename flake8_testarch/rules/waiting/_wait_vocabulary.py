"""The waits TA102 knows: the blocking methods by the kind of receiver they
wait on, the subprocess functions, and the event loops' waits (see
``_waitables`` for how a receiver's kind is told)."""

from __future__ import annotations

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
PROCESSES = {"asyncio.subprocess.Process", "trio.Process", "anyio.abc.Process"}
ASYNC_WAIT_METHODS = {
    "wait": {
        "asyncio.Event", "asyncio.Condition", "asyncio.Barrier", "trio.Event",
        "trio.Condition", "anyio.Event", "anyio.Condition", *PROCESSES,
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

# Calls after which a process is gone: ``communicate()`` and ``wait()`` wait
# for it to end, ``kill()`` ends it with a signal it cannot ignore.
REAPING_BEFORE = {
    "wait": frozenset({"communicate", "kill"}),
    "communicate": frozenset({"wait", "kill"}),
}
