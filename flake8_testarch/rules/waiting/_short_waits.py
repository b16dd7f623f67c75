"""An absence a test later shows turning into presence after a wait no
longer than the sleep before it (TA103): the test showed such a wait is
enough, so the absence is the outcome, not slowness. Or a record it later
compares whole after another wait: what was denied would show in it."""

from __future__ import annotations

import ast
import bisect

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.rules.waiting._sleeps import sleep_function
from flake8_testarch.rules.waiting._durations import literal_seconds
from flake8_testarch.syntax import last_name


# How many later waits, each no longer than the sleep, are read through.
_MOST_WAITS = 8


def shown_present_after_as_short_a_wait(subject, assertion, sleep: ast.Expr, block, ctx) -> bool:
    """Whether a later sleep of the block, no longer than this one (as every
    sleep before it), is followed by the same thing asserted present
    (``sleep(0.01)``, ``assert not acquired``, release, ``sleep(0)``,
    ``assert acquired``): the test shows that such a wait is enough for it
    to happen, so the absence seen after the longer one is the outcome, not
    slowness. ``subject``: what ``assertion`` finds absent."""
    first = _called(sleep)
    seconds = _delay(first)
    # The statement that makes the check (`self.assertIsNone(x)` is a call in one).
    at = _statement_at(block, assertion.lineno, ctx)
    if subject is None or at is None:
        return False
    assertion = block[at]
    # `sleep(epsilon)` twice: the same length, whatever the name holds.
    written = ast.dump(first.args[0]) if first is not None and first.args else None
    if seconds is None and written is None:
        return False
    texts = {ast.unparse(subject)}
    if type(subject) is ast.Call and last_name(subject.func) == "len" and subject.args:
        # `len(callback.mock_calls) == 0` then `== 1`: the count rises.
        texts.add(ast.unparse(subject.args[0]))
    # `paused = [m for m in drain()]` before the absence: the same value
    # read again later under another name (`resumed = [m for m in drain()]`).
    read_as = _value_bound(subject, block, sleep, assertion)
    waited = short = False  # a later wait came; each so far no longer than this one
    waits = 0
    sleeps = _sleeps_of(block, ctx)
    for statement in block[at + 1:]:
        call = sleeps.get(id(statement))
        if call is not None:  # `sleep(0)` too
            waits += 1
            if waits > _MOST_WAITS:
                return False  # (a long test of like waits is read a few windows on)
            later = _delay(call)
            no_longer = (
                later is not None and seconds is not None and later <= seconds
                or written is not None and bool(call.args) and ast.dump(call.args[0]) == written
            )
            if waited and not (short and no_longer):
                # only the windows after waits each no longer than this one are read
                return False
            waited, short = True, no_longer
        elif waited and read_as and type(statement) is ast.Assign and (
            ast.unparse(statement.value) == read_as
        ):
            texts.update(t.id for t in statement.targets if type(t) is ast.Name)
        elif waited and type(statement) in (ast.Assert, ast.Expr) and _mentions(
            statement, texts, ctx.lines
        ):
            if short and _asserts_present(statement, texts) or _pins_the_record(statement, texts):
                return True
    return False


def _sleeps_of(block: list, ctx) -> dict[int, ast.Call]:
    """The sleep call of each statement of the block that sleeps, by the
    statement's id (read once per block: a long test has many absences)."""
    known = ctx.scratch.setdefault(_SLEEPS, {})
    found = known.get(id(block))
    if found is None:
        found = known[id(block)] = {
            id(statement): call for statement in block
            for call in [_called(statement)]
            if call is not None and sleep_function(call, ctx)
        }
    return found


_SLEEPS = "TA103 sleeps by block"  # ctx.scratch key


def _statement_at(block: list, line: int, ctx) -> int | None:
    """The index of the statement of the block that spans ``line``, found
    by its first line (the first lines of a block are read once: a long
    test has many absences)."""
    known = ctx.scratch.setdefault(_STARTS, {})
    starts = known.get(id(block))
    if starts is None:
        starts = known[id(block)] = [statement.lineno for statement in block]
    at = bisect.bisect_right(starts, line) - 1
    while at > 0 and block[at - 1].end_lineno >= line:
        at -= 1  # the first of those that share the line (`x = f(); assert not x`)
    return at if at >= 0 and line <= block[at].end_lineno else None


_STARTS = "TA103 first lines by block"  # ctx.scratch key


def _mentions(statement: ast.stmt, texts: set[str], lines: list[str]) -> bool:
    """The statement's lines name the root of one of ``texts``: a cheap
    test before reading it as a check (a long test has many statements)."""
    roots = {_ROOT.match(text).group(0) for text in texts if _ROOT.match(text)}
    written = "".join(lines[statement.lineno - 1:statement.end_lineno or statement.lineno])
    return any(root in written for root in roots) if roots else True


_ROOT = lazy_compile(r"[A-Za-z_]\w*")


def _pins_the_record(statement: ast.stmt, texts: set[str]) -> bool:
    """``assert calls == [(2,)]`` after any later wait: the record is
    compared whole, so what the absence denied, had it come late, would show
    in it and fail the test."""
    if type(statement) is ast.Assert:
        test = statement.test
        if type(test) is not ast.Compare or len(test.ops) != 1 or type(test.ops[0]) is not ast.Eq:
            return False
        pair = (test.left, test.comparators[0])
    else:
        value = statement.value if type(statement) is ast.Expr else None
        if type(value) is not ast.Call or last_name(value.func) != "assertEqual" or len(
            value.args
        ) < 2:
            return False
        pair = (value.args[0], value.args[1])
    return any(
        ast.unparse(one) in texts and type(other) in (ast.List, ast.Tuple) and other.elts
        for one, other in (pair, pair[::-1])
    )


def _value_bound(subject, block, sleep, assertion) -> str | None:
    """The text of the value a name found absent was bound to between the
    sleep and the assertion (``paused = [...]``), or None."""
    if type(subject) is not ast.Name or sleep not in block:
        return None
    for statement in block[block.index(sleep) + 1:block.index(assertion)]:
        if type(statement) is ast.Assign and any(
            type(target) is ast.Name and target.id == subject.id for target in statement.targets
        ):
            return ast.unparse(statement.value)
    return None


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


def _asserts_present(statement: ast.stmt, texts: set[str]) -> bool:
    """``assert x``, ``self.assertTrue(x)``, a count of it above zero
    (``assert len(x) == 2``, ``len(x) > 0``), or ``x`` equal to a value that
    is something (``assert x == 8``, ``self.assertEqual(x, [1])``), ``x``
    written as one of ``texts``."""
    if type(statement) is ast.Assert:
        test = statement.test
        if (
            type(test) is ast.Compare and len(test.ops) == 1 and type(test.ops[0]) is ast.Eq
            and _equals_something(test.left, test.comparators[0], texts)
        ):
            return True
        return ast.unparse(test) in texts or _counted_above_zero(test, texts)
    value = statement.value if type(statement) is ast.Expr else None
    if type(value) is not ast.Call:
        return False
    method = last_name(value.func)
    if method in _CALLED_CHECKS and type(value.func) is ast.Attribute:
        # `worker.stop.assert_called_once()` after `assert_not_called()`
        return ast.unparse(value.func.value) in texts
    if not value.args:
        return False
    if method == "assertEqual" and len(value.args) >= 2:
        return _equals_something(value.args[0], value.args[1], texts)
    return method == "assertTrue" and ast.unparse(value.args[0]) in texts


# A mock's checks that it was called (or awaited), at least once.
_CALLED_CHECKS = frozenset({
    "assert_called", "assert_called_once", "assert_called_with", "assert_called_once_with",
    "assert_any_call", "assert_has_calls", "assert_awaited", "assert_awaited_once",
    "assert_awaited_with", "assert_awaited_once_with", "assert_any_await", "assert_has_awaits",
})


def _equals_something(one: ast.AST, other: ast.AST, texts: set[str]) -> bool:
    """One side is the subject, the other a literal that is not empty,
    zero, None or False."""
    return any(
        ast.unparse(subject) in texts and _something(value)
        for subject, value in ((one, other), (other, one))
    )


def _something(node: ast.AST) -> bool:
    if type(node) is ast.Constant:
        return bool(node.value)
    if type(node) in (ast.List, ast.Tuple, ast.Set):
        return bool(node.elts)
    return type(node) is ast.Dict and bool(node.keys)


def _counted_above_zero(test: ast.AST, texts: set[str]) -> bool:
    if type(test) is not ast.Compare or len(test.ops) != 1:
        return False
    left, right, op = test.left, test.comparators[0], type(test.ops[0])
    counted = (
        type(left) is ast.Call and type(left.func) is ast.Name and left.func.id == "len"
        and len(left.args) == 1 and ast.unparse(left.args[0]) in texts
    )
    number = right.value if type(right) is ast.Constant else None
    if not counted or not isinstance(number, int) or isinstance(number, bool):
        return False
    return op is ast.Eq and number > 0 or op in (ast.Gt, ast.GtE) and number >= 1 - (op is ast.Gt)
