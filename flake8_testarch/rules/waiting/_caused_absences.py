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
    comparison = _an_equality(assertion)
    function = ctx.current_function
    if owner is None or function is None:
        return False
    for node in ctx.local_nodes(function):
        if type(node) is not ast.Call or node.lineno >= sleep.lineno:
            continue
        name = last_name(node.func)
        position = _SCHEDULERS.get(name)
        if position is not None and _acts_on(_callback(node, position), owner):
            return True
        if (
            comparison and type(node.func) is ast.Attribute and _WRITES.fullmatch(name or "")
            and ast.unparse(node.func.value) == owner
            and any(_written_value(argument) for argument in node.args)
        ):
            return True
    return False


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


def _acts_on(callback: ast.AST | None, owner: str) -> bool:
    """``lock.release`` (or a lambda calling it) for the object ``lock``."""
    if type(callback) is ast.Lambda:
        callback = callback.body.func if type(callback.body) is ast.Call else None
    return type(callback) is ast.Attribute and ast.unparse(callback.value) == owner


def _written_value(argument: ast.AST) -> bool:
    """A literal that is something: ``"Stop"``, ``3``, ``[1]``."""
    if type(argument) is ast.Constant:
        return bool(argument.value)
    return type(argument) in (ast.List, ast.Tuple) and bool(argument.elts)
