"""What a function called before a given call (TA102, TA105): the first
line each method is called on each receiver, read once per function, and
the questions asked of it (``proc.kill()`` before ``proc.wait()``)."""

from __future__ import annotations

import ast

from flake8_testarch.syntax import ancestors, dotted_name, walk

# The event loop's scheduling calls: the callback they are given runs while
# the function waits (``loop.call_soon(task.cancel)``).
LOOP_SCHEDULING = frozenset({"call_soon", "call_later", "call_at", "call_soon_threadsafe"})
_FIRST_CALLS = "waiting.first calls"  # ctx.scratch key


def first_calls(function, ctx) -> dict[tuple[str, str], int]:
    """(receiver as written, method) -> the first line the function calls it
    on, read in one walk per function (``proc.kill()``, ``event.set()``),
    or has the event loop call it (``loop.call_soon(task.cancel)``: the loop
    runs it while the function waits)."""
    known = ctx.scratch.setdefault(_FIRST_CALLS, {})
    found = known.get(function)
    if found is None:
        found = known[function] = {}
        for call in ctx.local_nodes(function):
            if type(call) is ast.Call and type(call.func) is ast.Attribute:
                called = [call.func]
                if call.func.attr in LOOP_SCHEDULING:
                    called += [a for a in call.args if type(a) is ast.Attribute]
                for method in called:
                    receiver = dotted_name(method.value)
                    key = (receiver, method.attr)
                    if receiver is not None and call.lineno < found.get(key, call.lineno + 1):
                        found[key] = call.lineno
    return found


def called_before(node: ast.Call, methods: frozenset, ctx) -> bool:
    """Whether the function called one of ``methods`` on the same receiver
    before this call (``proc.communicate()`` then ``proc.wait()``), on an
    earlier line or earlier on the same one (``lambda: (proc.kill(),
    proc.wait())``: a tuple's items run left to right)."""
    function = ctx.current_function
    receiver = dotted_name(node.func.value)
    if function is None or receiver is None:
        return False
    first = first_calls(function, ctx)
    lines = [first.get((receiver, method), node.lineno + 1) for method in methods]
    if any(line < node.lineno for line in lines):
        return True
    # Only the statement holding the call is read (its lambdas too).
    statement = next((
        holder for holder in ancestors(node, function, through_definitions=True)
        if isinstance(holder, ast.stmt)
    ), None)
    around = walk(statement) if statement is not None else ()
    return any(
        type(other) is ast.Call and type(other.func) is ast.Attribute
        and other.lineno == node.lineno and other.col_offset < node.col_offset
        and other.func.attr in methods and dotted_name(other.func.value) == receiver
        for other in around
    )


def read_to_the_end_before(node: ast.Call, ctx) -> bool:
    """Whether the function read the process's output to its end before
    this call (``proc.stdout.read()``, then ``proc.wait()``): the read
    returns once the child closes its output, that is as it exits, so a
    hang would block the read, not this wait."""
    function = ctx.current_function
    receiver = dotted_name(node.func.value)
    if function is None or receiver is None:
        return False
    first = first_calls(function, ctx)
    return any(
        first.get((f"{receiver}.{stream}", method), node.lineno) < node.lineno
        for stream in ("stdout", "stderr") for method in ("read", "readlines")
    )
