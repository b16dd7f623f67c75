"""Absences after a sleep that the test itself brings about (TA103): a timer
it started to act on the object it then reads (``Timer(0.5, lock.release)``,
sleep, ``assertFalse(lock.locked())``: the release is the timer's outcome,
and a slow machine fails the test), and a zero or empty value read back
from an object the test wrote something to just before (``pv.put("Stop")``,
sleep, ``assert pv.get() == 0``: the value the write encodes, not an
absence)."""

from __future__ import annotations

import ast

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.syntax import last_name

# What schedules a call for later, and the position of the callback:
# ``threading.Timer(interval, function)``, ``loop.call_later(delay, callback)``,
# ``scheduler.enter(delay, priority, action)``.
_SCHEDULERS = {"Timer": 1, "call_later": 1, "call_at": 1, "enter": 2}
# Methods that give an object a value.
_WRITES = lazy_compile(r"(?i)(put|set|write)(_\w+)?")


def caused_by_the_test(subject: ast.AST, assertion: ast.AST, sleep: ast.stmt, ctx) -> bool:
    """Whether the absence of ``subject`` that ``assertion`` checks after
    ``sleep`` is what the test set off before it: a timer acting on the
    same object, or (for an equality with zero or an empty value) a value
    written to the object read back."""
    owner = _owner(subject)
    function = ctx.current_function
    if owner is None or function is None:
        return False
    timed, written = _set_off(function, ctx)
    line = sleep.lineno
    return timed.get(owner, line) < line or _an_equality(assertion) and (
        written.get(owner, line) < line
    )


def _set_off(function: ast.AST, ctx) -> tuple[dict[str, int], dict[str, int]]:
    """The objects the function's timers act on, and those it writes a
    value to, each with the first line it does; read once per function."""
    memo = ctx.scratch.setdefault(_SET_OFF, {})
    found = memo.get(function)
    if found is None:
        timed: dict[str, int] = {}
        written: dict[str, int] = {}
        for node in ctx.local_nodes(function):
            if type(node) is not ast.Call:
                continue
            name = last_name(node.func)
            position = _SCHEDULERS.get(name)
            acted_on = _acted_on(_callback(node, position)) if position is not None else None
            if acted_on is not None:
                timed[acted_on] = min(timed.get(acted_on, node.lineno), node.lineno)
            if (
                type(node.func) is ast.Attribute and _WRITES.fullmatch(name or "")
                and any(_written_value(argument) for argument in node.args)
            ):
                owner = ast.unparse(node.func.value)
                written[owner] = min(written.get(owner, node.lineno), node.lineno)
        found = memo[function] = (timed, written)
    return found


_SET_OFF = "TA103 objects the test set off"  # ctx.scratch key


def _an_equality(assertion: ast.AST) -> bool:
    """``assert x == 0``, ``assertEqual(x, "")``: a value compared, not a truth."""
    if type(assertion) is ast.Assert:
        test = assertion.test
        return type(test) is ast.Compare and type(test.ops[0]) is ast.Eq
    return last_name(assertion.func) == "assertEqual"


def _owner(subject: ast.AST | None) -> str | None:
    """``pv`` for ``pv.get()``, ``lock.locked()`` or ``lock.state``."""
    if type(subject) is ast.Call:
        subject = subject.func
    if type(subject) is ast.Attribute:
        return ast.unparse(subject.value)
    return None


def _callback(call: ast.Call, position: int) -> ast.AST | None:
    for keyword in call.keywords:
        if keyword.arg in ("function", "callback", "action"):
            return keyword.value
    return call.args[position] if len(call.args) > position else None


def _acted_on(callback: ast.AST | None) -> str | None:
    """``lock`` for ``lock.release`` (or a lambda calling it)."""
    if type(callback) is ast.Lambda:
        callback = callback.body.func if type(callback.body) is ast.Call else None
    return ast.unparse(callback.value) if type(callback) is ast.Attribute else None


def _written_value(argument: ast.AST) -> bool:
    """A literal that is something: ``"Stop"``, ``3``, ``[1]``."""
    if type(argument) is ast.Constant:
        return bool(argument.value)
    return type(argument) in (ast.List, ast.Tuple) and bool(argument.elts)
