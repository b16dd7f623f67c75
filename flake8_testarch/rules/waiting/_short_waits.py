"""An absence a test later shows turning into presence after a wait no
longer than the sleep before it (TA103): the test showed such a wait is
enough, so the absence is the outcome, not slowness."""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._sleeps import sleep_function
from flake8_testarch.rules.waiting._timers import literal_seconds
from flake8_testarch.syntax import last_name


def shown_present_after_as_short_a_wait(subject, assertion, sleep: ast.Expr, block, ctx) -> bool:
    """Whether the next sleep of the block, no longer than this one, is
    followed (before the one after it) by the same thing asserted present
    (``sleep(0.01)``, ``assert not acquired``, release, ``sleep(0)``,
    ``assert acquired``): the test shows that such a wait is enough for it
    to happen, so the absence seen after the longer one is the outcome, not
    slowness. ``subject``: what ``assertion`` finds absent."""
    seconds = _delay(_called(sleep))
    if subject is None or seconds is None or assertion not in block:
        return False
    text = None
    waited = False  # the next wait came, and was no longer than this one
    for statement in block[block.index(assertion) + 1:]:
        call = _called(statement)
        if call is not None and sleep_function(call, ctx):  # `sleep(0)` too
            if waited:
                return False  # only the window after the next wait is read
            later = _delay(call)
            if later is None or later > seconds:
                return False
            waited = True
        elif waited and type(statement) in (ast.Assert, ast.Expr):
            text = text or ast.unparse(subject)
            if _asserts_present(statement, text):
                return True
    return False


def _called(statement: ast.stmt) -> ast.Call | None:
    """The call a statement makes as an expression of its own, awaited or not."""
    value = statement.value if type(statement) is ast.Expr else None
    if isinstance(value, (ast.Await, ast.Yield, ast.YieldFrom)):
        value = value.value
    return value if isinstance(value, ast.Call) else None


def _delay(call: ast.Call | None) -> float | None:
    """The literal delay of a sleep call (none given: 0)."""
    if call is None:
        return None
    return literal_seconds(call.args[0]) if call.args else 0.0


def _asserts_present(statement: ast.stmt, text: str) -> bool:
    """``assert x`` or ``self.assertTrue(x)`` with ``x`` written as ``text``."""
    if type(statement) is ast.Assert:
        return ast.unparse(statement.test) == text
    value = statement.value if type(statement) is ast.Expr else None
    return (
        type(value) is ast.Call and last_name(value.func) == "assertTrue"
        and bool(value.args) and ast.unparse(value.args[0]) == text
    )
