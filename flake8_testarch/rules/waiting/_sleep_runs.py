"""Sleeps made one after another in a block (TA101): ``sleep(0.3)``, a
plain step, ``sleep(0.3)`` wait one timer out together, and a loop run a
known number of times repeats its sleeps."""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._sleeps import sleep_function
from flake8_testarch.rules.waiting._durations import literal_seconds
from flake8_testarch.syntax import dotted_name


def _a_plain_step(statement: ast.stmt) -> bool:
    """A call made as a statement whose arguments read nothing back (no call
    or comparison in them: ``coordinator.heartbeat()``): a step between two
    sleeps that wait one timer out together. A check, an assignment or a
    call handed a result (``eq_(go(1), 1)``) ends the run."""
    value = statement.value if type(statement) is ast.Expr else None
    if type(value) is ast.Await:
        value = value.value
    if type(value) is not ast.Call:
        return False
    arguments = [*value.args, *(keyword.value for keyword in value.keywords)]
    return not any(
        type(node) in (ast.Call, ast.Compare)
        for argument in arguments for node in ast.walk(argument)
    )


def sleeps_in_blocks(function, ctx) -> dict[int, tuple[list, int, list]]:
    """For each sleep made as a statement of the function, the (line,
    seconds) of the literal sleeps made as statements of its block, how
    many of them come up to it, and the run of sleeps it belongs to (no
    check between them); read once per function. The body of a loop run a
    known number of times with nothing but sleeps and plain steps in it
    (``for _ in range(9): sleep(1); lock.refresh()``) is a run of that many
    times its sleeps."""
    known = ctx.scratch.setdefault("TA101 sleeps in blocks", {})
    found = known.get(function)
    if found is None:
        found = known[function] = {}
        stack: list[tuple[list, int]] = [(function.body, 1)]
        while stack:
            so_far: list[tuple[int, float]] = []
            chain: list[tuple[int, float]] = []
            block, times = stack.pop()
            for statement in block:
                value = _statement_sleep(statement, ctx)
                if value is not None and value.args:
                    seconds = (literal_seconds(value.args[0]) or 0.0) * times
                    sleep = (statement.lineno, seconds)
                    so_far.append(sleep)
                    chain.append(sleep)
                    found[id(value)] = (so_far, len(so_far), chain)
                elif not _a_plain_step(statement):
                    chain = []  # a check between sleeps: what came before waited for it
                repeats = _repeats_plainly(statement, ctx)
                for field in ("body", "orelse", "finalbody"):
                    inner = getattr(statement, field, None)
                    if inner and isinstance(inner[0], ast.stmt):
                        stack.append((inner, repeats if field == "body" else 1))
                stack.extend((handler.body, 1) for handler in getattr(statement, "handlers", ()))
    return found


def _repeats_plainly(statement: ast.stmt, ctx) -> int:
    """How many times a ``for _ in range(n)`` loop runs a body of sleeps and
    plain steps only (n, a literal); 1 for any other statement."""
    if type(statement) is not ast.For or type(statement.iter) is not ast.Call:
        return 1
    loop = statement.iter
    if dotted_name(loop.func) != "range" or not 1 <= len(loop.args) <= 2 or loop.keywords:
        return 1
    bounds = [argument.value for argument in loop.args if type(argument) is ast.Constant]
    if len(bounds) != len(loop.args) or not all(type(bound) is int for bound in bounds):
        return 1
    count = bounds[-1] - (bounds[0] if len(bounds) == 2 else 0)
    if any(_statement_sleep(inner, ctx) is None and not _a_plain_step(inner)
           for inner in statement.body):
        return 1
    return max(count, 1)


def _statement_sleep(statement: ast.stmt, ctx) -> ast.Call | None:
    """The sleep a statement makes, awaited or not (``time.sleep(1)``,
    ``await asyncio.sleep(1)``); None for any other statement."""
    value = getattr(statement, "value", None)
    if type(value) is ast.Await:
        value = value.value
    return value if type(value) is ast.Call and sleep_function(value, ctx) else None
