"""A sleep followed by an assertion that something did not happen.

## What it flags
A sleep statement (as TA101 defines it) followed, later in the same block,
by an assertion of absence: `assert not x`, `assert x is None`,
`assert x is False`, `assert x == 0` (or `== []`, `== ""`, `len(x) == 0`),
`assert x not in y`, `mock.assert_not_called()`, `assert_not_awaited()`,
`self.assertFalse`, `assertIsNone`, `assertNotIn`, and `assertEqual(x, 0)`
(or an empty literal). The report sits on the sleep and names the line of
the assertion. A `# real-timer:` comment does not excuse it.

Only the checks between the sleep and the next wait count (an `await`,
another sleep, a blocking `x.join()` / `x.wait()` / `x.result()` made as a
statement, a call named for flushing or draining what is pending,
`processor.force_flush()`, or a `gc.collect()`, after which an object that
was let go of is gone or never will be), and only when no positive check (an assertion
of presence, or a `pytest.raises`/`assertRaises` block expecting an error,
also one that is itself the next wait, `with pytest.raises(CancelledError):
await task`) stands beside them there,
before or after: a test that asserts what the sleep let happen and that
something else did not (in the same branch or the other branch of an
`if`) fails when the sleep was too short, so it has shown the sleep was
long enough. Assertions that something *has finished* are not absences,
even when written with `not`: `assert not thread.is_alive()`, `assert not
worker.is_running()`, `assertFalse(pool.active)`, `assert not
path.exists()`, `assert not client.is_connected`, `assert proc.returncode ==
0` (`return_code`, `exit_code` too), `assertEqual(child.wait(), 0)` (the
check waits for the end itself), and an absence whose message says
something has finished (`assert profile_id() is None, "profiler should
have stopped"`; not `"should not have restarted"`). An assertion that something has *not*
finished yet is one: `assert not task.done()` after a sleep passes when
the task is merely slow to finish, even if it would finish when it must
not (check what keeps it waiting instead, or that it is still waiting
once something has shown the sleep was long enough). Nor is a negated emptiness test (`assert
not queue.empty()`, `assertFalse(is_empty(box))`): it claims something is
there. A sleep
before those waits for a success, which TA101 reports.
Nor is an absence that time itself brings about: when the test gave
something a time to live before the sleep (`r.set(key, value,
ex=1)`, `r.expire(key, 1)`, a `ttl`/`result_ttl` argument, the cache
protocol's `cache.set(key, value, 1)` / `cache.touch(key, 1)`, one the
per-test setup of its class writes, `self.expires_in = 1` in `setUp`, a patched
time to live such as `@patch("app.rpc.REPLY_QUEUE_TTL", new=100)`, one
handed over under its name, `store.incr(key, limit.get_expiry())`), or a
timeout the sleep outlasts (`timeout=1` then `sleep(2)`), or a timer it
started to act on the object it then reads (`Timer(0.5, lock.release)`,
then `assertFalse(lock.locked())`), the entry being
gone afterwards is the outcome, and a slow machine fails the test instead
of passing it. The same holds when the test checked, before the sleep,
that what it then finds absent was there (`assert "/topic" in
broker.subscriptions`, unsubscribe, sleep, `assert
broker.subscriptions["/topic"] == []`, also through a local name bound to
it, or what a call returns, `assert listing() != []` before and `== []`
after, also read into two names, `before = agent.checks()` and `after =
agent.checks()`, or a comprehension over it, `[n["ID"] for n in nodes]
== ["web"]` before and `== []` after, or as a count:
`len(server.waiters) == 1` before, `== 0` after):
its going away is the outcome; also when the test read it into a name
before the sleep and checks that name present, then or later (`pending =
task.pending()`, sleep, `assertIsNone(task.pending())`, `task.join()`,
`assertEqual(pending, "new")`). So is an absence the test later shows turning
into presence after a wait no longer than the sleep, or one of the same
written length (`sleep(SETTLE)` both times), also after several such waits
with steps between them (`sleep(PAUSE)`, `set_owner("Joe")`,
`sleep(PAUSE)`, `assert "Joe" in info()`) (`sleep(0.01)`, `assert
not acquired`, release, `sleep(0)`, `assert acquired`; also the same
value read again under another name and counted, `paused = [...drain()]`,
`assert paused == []`, resume, `sleep(0.02)`, `resumed = [...drain()]`,
`assert len(resumed) == 2`; or a count found 0, then 1 after a shorter
wait, `assert len(fired) == 0`, `sleep(0.02)`, `assert len(fired) ==
1`; or the same value found equal to something, `assertEqual(reading,
8)`; or a mock found not called, then called, `stop.assert_not_called()`,
`sleep(0.02)`, `stop.assert_called_once()`): that wait was shown to be enough, so the
absence is the outcome, not slowness. So is a record found empty that the
test compares whole after its next wait, however long (`assert calls ==
[]`, `sleep(0.05)`, `assert calls == [2]`): what it denied, had it come
late, would be in the record. Nor is a zero or empty value read back
from an object the test wrote a value to before the sleep (`pv.put("Stop")`,
sleep, `assert pv.get() == 0`): the written value, encoded, not an
absence. Nor is an event-
loop sleep on a fake clock (a clock fixture, a clock's `with` block, a
loop class of the project with its own `time()` that pytest-asyncio is told
to use, a library's loop known to keep virtual time, or a conftest hook
running the tests on a clock it hands the runner, as for TA101): the
loop runs everything that is ready before virtual time moves, so nothing
can merely be late.

## Why it is bad
"Wait a bit, then check that nothing happened" passes whenever the code is
slower than the sleep, so it passes exactly when the behaviour it guards
against is merely late. It can only ever fail on a fast machine, and it
never proves the absence it claims.

## Example
```python
import time

def test_cancelled_job_never_runs(scheduler, job):
    scheduler.cancel(job)
    time.sleep(0.5)
    assert not job.ran
```

## Use instead
Drive the code to a point where the outcome is settled, then assert: run
the scheduler's pending work, advance a fake clock past the deadline, or
wait for a signal that the work finished.

```python
def test_cancelled_job_never_runs(scheduler, job, clock):
    scheduler.cancel(job)
    clock.advance(60)
    scheduler.run_pending()
    assert not job.ran
```

## Options
None.
"""

from __future__ import annotations

import ast

from flake8_testarch.syntax import name_words, walk_local
from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.rules.waiting._absence_checks import (
    BLOCKING_METHODS, absent_subject, checks, checks_absence, is_check,
)
from flake8_testarch.rules.waiting._caused_absences import caused_by_the_test
from flake8_testarch.rules.waiting._durations import literal_seconds
from flake8_testarch.rules.waiting._timers import setup_timers, timers
from flake8_testarch.rules.waiting._short_waits import shown_present_after_as_short_a_wait
from flake8_testarch.rules.waiting._sleeps import (
    LOOP_SLEEPS, may_sleep, on_a_fake_clock, sleep_name,
)

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "medium: check the absence after a signal from the code, not after a sleep"

RULE = Rule(
    code="TA103",
    name="negative-wait",
    summary="a sleep followed by an assertion of absence",
    message=(
        "{call} then an assertion of absence on line {line}: it passes whenever the code "
        "is merely slow; drive the code until the outcome is settled, then assert"
    ),
)

_WAIT_POINTS = (ast.Await, ast.Yield, ast.YieldFrom)


def _sleep_statement(statement: ast.Expr, ctx) -> str | None:
    value = statement.value
    if isinstance(value, (ast.Await, ast.Yield, ast.YieldFrom)):  # `yield gen.sleep(1)` too
        value = value.value
    return sleep_name(value, ctx) if isinstance(value, ast.Call) else None


def visit_Expr(node: ast.Expr, ctx):
    if not may_sleep(ctx):
        return ()
    call = _sleep_statement(node, ctx)
    if call is None or call in LOOP_SLEEPS and on_a_fake_clock(ctx):
        return ()  # on a fake clock, the loop runs everything ready before time moves
    return _reports(node, call, ctx)


def _reports(node: ast.Expr, call: str, ctx):
    holder, block, position = ctx.semantic.block_of(node)
    if holder is None or type(holder) is ast.ClassDef:  # a class body's statement
        return
    assertion = _deciding(block, position + 1, ctx)
    if assertion is None or _set_to_expire(node, ctx):
        return
    if _shown_present_before(assertion, node, ctx):
        return
    subject = absent_subject(assertion)
    if shown_present_after_as_short_a_wait(subject, assertion, node, block, ctx):
        return
    if caused_by_the_test(subject, assertion, node, ctx):
        return
    yield Hit(node, {"call": call, "line": assertion.lineno})


def _shown_present_before(assertion: ast.AST, sleep: ast.stmt, ctx) -> bool:
    """Whether the test checked, before the sleep, that what it then finds
    absent was there (``assertIn("/topic", broker.subscriptions)`` ...
    unsubscribe, sleep ... ``assertEqual(broker.subscriptions["/topic"],
    [])``): the absence is a change the test waits for, and a slow system
    leaves the thing there and fails the test."""
    function = ctx.current_function
    subject = absent_subject(assertion)
    if function is None or subject is None:
        return False
    first_checked, aliases, bound_on = _presence_index(function, ctx)
    if _is_len(subject):
        subject = subject.args[0]  # a count found 0 after it was checked before
    # `pending = task.pending()` before the sleep, `pending` checked present
    # anywhere: the value was there before the sleep, whenever it is checked.
    if type(subject) is not ast.Name and any(
        name in first_checked and min(bound_on[name]) < sleep.lineno
        for name in aliases.get(ast.unparse(subject), ())
    ):
        return True
    texts = {ast.unparse(subject)}
    if type(subject) is ast.Subscript:
        texts.add(ast.unparse(subject.value))
    texts.update(name for text in list(texts) for name in aliases.get(text, ()))
    # `checks_post = c.agent.checks()`: the same call, read into another
    # name (`checks_pre`) before the sleep.
    for text in list(texts):
        for value in aliases.get("=" + text, ()):
            texts.add(value)
            texts.update(aliases.get(value, ()))
    return any(first_checked.get(text, sleep.lineno) < sleep.lineno for text in texts)


def _is_len(node: ast.AST) -> bool:
    return (
        type(node) is ast.Call and type(node.func) is ast.Name and node.func.id == "len"
        and len(node.args) == 1
    )


# What a check may find present and a later one absent: a name, an
# attribute, an item, or what a call returns (``assert listing() != []``).
_SUBJECTS = (
    ast.Name, ast.Attribute, ast.Subscript, ast.Call, ast.ListComp, ast.SetComp, ast.DictComp,
)


def _presence_index(function, ctx):
    """For one function, read once: the first line where a positive check
    names each expression (a name, attribute, item, call or comprehension),
    the local names bound to each expression (and, under ``"=" + name``,
    the expressions each name is bound to), and the lines binding each name."""
    memo = ctx.scratch.setdefault(f"{RULE.code}.presence", {})
    found = memo.get(function)
    if found is None:
        first_checked: dict[str, int] = {}
        aliases: dict[str, list[str]] = {}
        bound_on: dict[str, list[int]] = {}
        for node in ctx.local_nodes(function):
            if type(node) is ast.Assign and len(node.targets) == 1:
                if type(node.targets[0]) is ast.Name:
                    value = ast.unparse(node.value)
                    aliases.setdefault(value, []).append(node.targets[0].id)
                    aliases.setdefault("=" + node.targets[0].id, []).append(value)
                    bound_on.setdefault(node.targets[0].id, []).append(node.lineno)
            elif is_check(node) and not checks_absence(node):
                for inner in ast.walk(node):
                    if isinstance(inner, _SUBJECTS):
                        text = ast.unparse(inner)
                        if node.lineno < first_checked.get(text, node.lineno + 1):
                            first_checked[text] = node.lineno
        found = memo[function] = (first_checked, aliases, bound_on)
    return found


def _set_to_expire(sleep: ast.stmt, ctx) -> bool:
    """Whether, before the sleep, the test gave something a time to live
    (``r.set(key, value, ex=1)``, ``r.expire(key, 1)``, ``enqueue(...,
    result_ttl=1)``, ``cache.set(key, value, 1)``) or a timeout the sleep
    outlasts: the absence after the sleep is then the outcome time
    itself brings about, and a slow machine makes the test fail, not pass."""
    function = ctx.current_function
    if function is None:
        return False
    found = timers(function, ctx)
    if found.expires_before(sleep.lineno):
        return True
    # A time to live the class's per-test setup gives (`expires_in=1` there).
    if any(setup.first_expiry is not None for setup in setup_timers(ctx)):
        return True
    # A timeout the sleep outlasts (``touch(key, timeout=1)`` then a 2 s sleep).
    call = sleep.value.value if isinstance(sleep.value, _WAIT_POINTS) else sleep.value
    seconds = literal_seconds(call.args[0]) if call.args else None
    return seconds is not None and found.outlasted_by(sleep.lineno, seconds)


def _deciding(block: list[ast.stmt], start: int, ctx) -> ast.AST | None:
    """The absence assertion a sleep at ``start - 1`` is followed by, or None:
    the first absence checked before the next wait, when no positive check
    stands beside it there (checked before or after it, a positive check
    fails when the sleep was too short, so it shows the sleep was long
    enough). Each statement is read once per block: sleeps in a row share
    the scan of what follows them, through a memo of each position's
    verdict (first absence, any positive check) up to the next wait."""
    memo = ctx.scratch.setdefault(f"{RULE.code}.decided", {}).setdefault(id(block), {})
    scanned = []
    tail = (None, False)
    for index in range(start, len(block)):
        if index in memo:
            tail = memo[index]
            break
        later = block[index]
        if _waits(later, ctx):
            # The test waits for something again: what follows is not this
            # sleep's, but a wait that expects an error is a positive check
            # beside the absence (`with pytest.raises(CancelledError): await t`).
            if _expects_an_error(later):
                scanned.append((None, True))
            break
        scanned.append(checks(later))
    absence, positive = tail
    for index, (first, checked) in zip(reversed(range(start, start + len(scanned))),
                                       reversed(scanned)):
        absence, positive = first or absence, positive or checked
        memo[index] = (absence, positive)
    return None if positive else absence


def _expects_an_error(statement: ast.stmt) -> bool:
    """A ``with`` block that fails unless its body raises (``pytest.raises``,
    ``self.assertRaises``)."""
    return type(statement) in (ast.With, ast.AsyncWith) and any(
        type(item.context_expr) is ast.Call and is_check(item.context_expr)
        for item in statement.items
    )


def _waits(statement: ast.stmt, ctx) -> bool:
    """The statement waits again: an ``await``/``yield``, another sleep, a
    blocking wait made as a statement (``worker.join()``), or a garbage
    collection (``gc.collect()``), which settles there and then whether
    what was let go of is gone."""
    for node in walk_local(statement):
        if isinstance(node, _WAIT_POINTS):
            return True
        if type(node) is ast.Expr:
            value = node.value
            if type(value) is ast.Call and type(value.func) is ast.Attribute:
                if value.func.attr in BLOCKING_METHODS:
                    return True
                if name_words(value.func.attr)[-1:] in (("flush",), ("drain",)):
                    return True  # `processor.force_flush()`: what is pending is out now
                if value.func.attr == "collect" and ctx.call_name(value) == "gc.collect":
                    return True  # what is released is gone now, or never will be
            if _sleep_statement(node, ctx) is not None:
                return True
    return False


# No "sleep" anywhere in the file: no statement in it can sleep.
applies_to = may_sleep
