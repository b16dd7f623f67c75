"""What counts as a sleep, shared by the waiting rules."""

from __future__ import annotations

import ast
import re

# Sleep functions, and whether ``f(0)`` is a scheduler yield rather than a wait.
SLEEP_FUNCTIONS = {
    "time.sleep": False,
    "asyncio.sleep": True,
    "trio.sleep": True,
    "anyio.sleep": True,
    "gevent.sleep": True,
    "eventlet.sleep": True,
    "eventlet.greenthread.sleep": True,
}
_DELAY_KEYWORDS = ("delay", "seconds", "secs")
REAL_TIMER = re.compile(r"real-timer:(?P<why>[^#]*)")


def _is_zero(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and node.value == 0 and node.value is not False


def _delay(call: ast.Call) -> ast.AST | None:
    if call.args:
        return call.args[0]
    for keyword in call.keywords:
        if keyword.arg in _DELAY_KEYWORDS:
            return keyword.value
    return None


def sleep_name(call: ast.Call, ctx) -> str | None:
    """The dotted name of the sleep ``call`` makes, or None when it is no sleep
    (or only a zero-length yield to the event loop)."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr != "sleep":
        return None
    name = ctx.call_name(call)
    if name not in SLEEP_FUNCTIONS:
        return None
    if SLEEP_FUNCTIONS[name] and _is_zero(_delay(call)):
        return None
    return name


def real_timer_reason(call: ast.Call, ctx) -> str | None:
    """The reason of a ``# real-timer:`` comment on the call's lines or the line
    above ('' when the reason is empty), or None when there is no such comment."""
    end = getattr(call, "end_lineno", None) or call.lineno
    for line in range(max(call.lineno - 1, 1), end + 1):
        if "real-timer" not in ctx.lines[line - 1]:
            continue
        comment = ctx.comment(line)
        if comment is None:
            continue
        match = REAL_TIMER.search(comment)
        if match:
            return match.group("why").strip()
    return None
