"""A sleep in test code.

## What it flags
Calls to `time.sleep`, `asyncio.sleep`, `trio.sleep`, `trio.sleep_until`,
`anyio.sleep`, `anyio.sleep_until`, `tornado.gen.sleep`, `gevent.sleep` and
`eventlet.sleep` anywhere in a test file or `conftest.py` (tests, fixtures,
setup hooks and helpers), under whatever name they were imported as, and the
same functions handed to another call to run (`tg.start_soon(sleep, 1)`,
`executor.submit(time.sleep, 0.5)`).

Not reported:

- a zero-length sleep (`asyncio.sleep(0)`, `time.sleep(0)`, one of a
  literal delay of at most a millisecond, `asyncio.sleep(0.001)`, also
  through an attribute of the class or a name every value of which is one
  (`delay = 0.001` then `time.sleep(self.delay)`, `TICK = 1e-4` then
  `time.sleep(TICK)`), or of a
  random jitter that stays within one, `time.sleep(random.random() /
  1000)`; a random jitter of up to 50 ms, `random.random() / 100`,
  `random.uniform(0, 0.01)`, also from a generator, `rng =
  random.Random(seed)` then `rng.uniform(0, 0.05)`, only spreads
  concurrent work), and
  `eventlet.sleep()` / `gevent.sleep()`, whose delay defaults to 0, or a
  sleep of a keyword-only parameter that defaults to 0 and that no call in
  the file gives, `async def stub(*args, seconds=0)`, or of a parameter
  every call in the file sets to 0, `echo("hi", 0)`, when the function is
  not handed on anywhere): it only hands
  control to the event loop or to other threads;
- a sleep inside a patch of that very sleep (`with
  mock.patch("time.sleep"):`, `@patch.object(time, "sleep")` on its
  function), or one a fixture of the module, of a `conftest.py` above or
  of a plugin replaces, for every test if it is autouse, or for the test
  that asks for it by name (`monkeypatch.setattr("time.sleep",
  fake_time.tick)`, also through a project module that imported it:
  `patch("app.remote.asyncio.sleep", side_effect=short_sleep)` replaces
  `asyncio.sleep` itself), or one under a
  context manager of the file or the project whose definition patches it
  (`with fake_time():`, where `fake_time` opens `mock.patch("time.sleep",
  new=clock.sleep)`, itself or through another such manager; also a sleep
  in a function nested in a test that opens one): it calls the
  fake, and no time passes;
- a sleep inside a polling loop, one that can end on a condition (`while
  not done():`, or a loop that `break`s or `return`s, the `return` maybe
  in a loop nested in it): the sleep paces the
  polling, and the loop waits for the condition itself; and a sleep in an
  endless loop, or a retry loop (`for _ in range(10):`), inside a `try`
  that catches what ends it, or inside a raise check that expects it
  (`with self.assertRaises(ConnectionError):`, `pytest.raises`): a child
  process idling until a signal handler raises, a peer poked until it
  hangs up; it waits for the interruption;
- an event-loop sleep in a test or fixture that takes a clock fixture
  (`mock_clock`, `autojump_clock`, any parameter named `*clock*`) or a
  patched sleep (any parameter named `*sleep*`: `fake_sleep`,
  `skip_sleep`), or that runs a sleep with
  `clock=`, or that opens a clock's `with` block (`with
  VirtualClock().patch_loop():`, around the sleep or around the tasks the
  sleep runs in), or in a helper of the file that only such functions
  call (an async generator of ticks every caller reads under
  `autojump_clock`), or in a file whose asyncio tests run on a loop class of
  the project that defines its own `time()` (handed to pytest-asyncio by a
  `pytest_asyncio_loop_factories` hook or an `event_loop` fixture in the
  file, a `conftest.py` or a plugin module), or on a loop of a library
  known to keep virtual time (`async_solipsism.EventLoopPolicy()` returned
  by an `event_loop_policy` fixture), or whose async tests a
  `pytest_runtest_call` or `pytest_pyfunc_call` hook of a `conftest.py`
  runs itself, handing its runner a clock (`trio.run(..., clock=
  MockClock(autojump_threshold=0))`), or in a test that the looptime
  plugin runs on fake loop time (`--looptime` in the project's `addopts`,
  or a `looptime` mark on the test, its class or its module): the loop
  runs on a fake clock and no real time passes;
- a sleep that the test interrupts, because what stops it is the subject:
  under a time limit or cancel scope of its own function (`async with
  asyncio.timeout(0.1):`, `with trio.move_on_after(1):`, `with
  CancelScope() as scope:`, any call given `timeout=`, a time limit as a
  decorator of the function or one around it, `@timeout(0.1)`, one named
  for running with a time limit on any object,
  `@context.entrypoint_with_timeout(0.2)`, or a
  decorator of the file or the project whose code runs the function under
  a limit, `@Client.limited`, brackets or not; a pytest `timeout` mark
  only guards the run and does not count), handed to a call
  that bounds it (`asyncio.wait_for(asyncio.sleep(10), 0.1)`), or running
  in a child function or task of a function that cancels work (`.cancel()`,
  a green thread's `.kill()`, a process's `.terminate()`) or opens a time
  limit. A limit of `None` is no limit. A sleep waited on in line after the
  test cancelled something is still reported: it waits;
- a sleep that is the work a timer measures: in the block of a timing
  context manager (`with histogram.time():`, `with Timer():`, one named
  for a timer or a profiler by its last word, `with SystemClockTimer() as
  timer:`, `with silk_profile(name="x"):`, or any manager whose measure
  the test then bounds near the sleep's length, `with chrono:` then
  `assert 0.1 <= chrono.seconds < 0.11`) or in a
  function a timing decorator wraps (`@summary.time()`, `@benchmark`), or
  right after a clock read that a later statement of its block takes
  from the clock again (`start = time.perf_counter()`, the sleep, then
  `time.perf_counter() - start`: how long the sleep took; also part by
  part from a later read, `before = os.times()`, the sleep, `after =
  os.times()`, then `after.user - before.user`; in a loop, also
  a statement before it, in the next round), or after a
  timer started and before a statement of its block stops it (`stats =
  statistics.start_timer("op")` ... `stats.stop_timer(...)`; also one made
  and kept, `timer = collector.get_timer("op")` ... `timer.stop()`), or alone
  in a statement measured so (`t0 = loop.time()`, then `async with
  timeout(None): await work()`, then `loop.time() - t0`: any object's
  `time()`, `monotonic()` or `now()` reads a clock), or in a function of
  the file only called where it is measured so, or
  handed to a timer (`benchmark(partial(time.sleep, 0.001))`,
  `benchmark.pedantic(...)`): the test checks what was measured, and the
  sleep waits for nothing;
- an event-loop sleep whose coroutine the test hands on as a task it never
  awaits (`watcher.create_task(asyncio.sleep(0.1))`, `hook.side_effect =
  [loop.create_task(asyncio.sleep(5))]`, or an idle coroutine function's
  every call of which is so handed on): it stands in for work the code
  holds. Run, awaited, or given to a task group the test opens, it is;
- the duration of simulated work the test hands to the code under test: a
  sleep in a function, coroutine, async generator or async context manager
  of the file (not a test or fixture) that did nothing but checks and its
  own state before it, and after it hands back its own outcome (`return x
  + y`, `yield n`, `self.state |= 1`, `raise`), when the file only calls
  it to give what the call makes straight to another call
  (`store.create_task(result())`, `aio_as_trio(slow_nums())`,
  `bridge(Resource())` for the class whose `__aenter__` it is): the code
  under test drives it and gets the outcome once the sleep is over. One
  after acting on another object (`cluster.kill(1)`, then a sleep), or
  before writing to one (`server.should_exit = True`), or in work the test
  awaits itself or hands to a runner of its own, is reported;
- a sleep in a function only the module's `if __name__ == "__main__":`
  block calls (a demo client kept in a test file): no test run calls it;
  nor anywhere in a file named like a test module that pytest collects
  nothing from (no test, fixture or test class) and that runs as a script
  under that block (`asyncio.run(main())`);
- a sleep of infinite length (`await trio.sleep(math.inf)`,
  `float("inf")`): it ends only when something cancels it, so it guesses
  no time;
- a sleep of a minute or more in a function that is not a test or fixture
  (a job handed to a pool, a child process's body): no test waits that
  long on purpose, so it holds that work busy until the test kills it.
  In a test or fixture it is reported;
- a sleep in the child's branch after `pid = os.fork()` (`if pid == 0:`,
  `if not pid:`, the `else` of `if pid:`) when the test kills that child
  (`os.kill(pid, ...)`): another process's, a slow peer the test starts
  and stops (a child the test only waits for does the test's work);
- a sleep in a function (decorated or not) the file only hands to other
  code to call, never calling it itself: a handler given to a stub server
  (`server(handler)`, `StreamServer(address, handle)`, or in a literal
  list, tuple or dict: `start_server(address, evt_handlers=[(EVT_STORE,
  handle)])`, also repeated: `[(stall, kill)] * 4`), a function a
  decorator hands to a framework that the file only reaches through its
  attributes (`@actor def job` then `job.send()`), a callback or
  initializer given to the code under test or stored on it (`cache.on_miss
  = load_slowly`, also a lambda, `service.send = lambda **kw: ...`; a
  sleep made into a callback where it is written, `{"after":
  partial(asyncio.sleep, 0.1)}` in a configuration handed to the code
  under test; a method handed over as `self.stall`, `backend.read =
  self.stall`, that the file never calls, also through a thread's `args=`
  or `kwargs=` to the body it runs, `Thread(target=watch, kwargs={"loop":
  self.pace})`; and a helper the file calls only from such callbacks,
  lambdas handed over included, `race([lambda: attempt(0), ...])`), or to
  a wrapper the code under test makes (`Memoize(ttl=10)(load)(1)`, a
  function of the project given it, `first = once(load)` then `first()`,
  or written as a decorator of the project's own code, `@alru_cache()
  async def load`, then `await load(1)`, a generic one too,
  `@Builder[int]()`, also one the file star-imports, `from pkg import *`
  then `@timeout(1)`, or a method of an object a fixture gives the test,
  `@cache.locked(ttl=10)` with `cache` a parameter, also called, `square =
  bridge.make_blocking(slow_square)` then `square(3)`, through a local
  alias of the parameter too: each call runs the wrapper; a class so
  wrapped, decorated or handed over each time the file names it, `Blocking
  = bridge.make_blocking(SlowService)`, has every method, special ones
  too, called by the wrapper the file holds instead; a function defined
  once in each branch of an `if` is handed on wherever its name is), and a
  method of a class the file only hands on, as the class or as an instance
  made there (`HTTPServer(address, StallingHandler)`, `cache.serializer =
  SlowSerializer()`) or kept in a name that is only handed on (`auth =
  StallingAuth()`, then `transport.start_server(event, auth)`; a class of
  the file derived from it and only handed on too, `class
  Broken(SlowPolling)`, does not stop that), when the file never calls
  that method itself (a wrapper may call the same method of the object it
  wraps, and a call on an instance of another class, imported or of the
  file, is that class's; a method the file never names at all, of a class
  derived from one of other code, `class Slow(Emitter): async def
  on_saved(...)`, is a hook that code calls; `__del__` counts too: it runs
  when the code holding the instance lets go of it), and a function only
  such a function starts beside itself (a stub's `send = send_stub` that
  answers from a thread whose target sleeps first). The sleep makes that
  side slow on purpose (a peer that answers late, a handler that stalls so
  the client's timeout fires); it does not guess how long the code under
  test needs. A function the test starts beside itself (a thread's
  `target=`, `spawn`, `submit`, `start_soon`, or the first argument of a
  helper named for starting work, `spawn_thread(f)`, `start_worker(f)`;
  not a server, `_start_server( handler)` hands it the server's handler)
  is still read: its sleeps hold the test's own work. Not so when what
  starts it is an object of the project's own code, not of its tests
  (`net.call_soon(hog)` after `net = Selector()`, annotated or not, also
  from inside another such callback, also made by a factory of the class,
  `Stream.of(xs).map(step)`, or `with pool as running` after `pool =
  Executor()`, a class of the project named for such work,
  `BackgroundTask(job)`, or a parameter annotated with the project's
  class, `scheduler: Scheduler`; also a coroutine handed to it,
  `scheduler.spawn(job())`): the code under test runs it, and its sleep is
  the load. A function the file never names again, registered by a method
  of an object, called or not (`@emitter.on("saved")`,
  `@app.after_server_start`, also through a local alias, `get =
  app.router.get` then `@get("/events")`), is handed to that object the
  same way;
- a sleep at least as long as a time to live or timeout the same function
  (its decorators too, `@with_options(statement_lifetime=0.5)`, or
  anywhere in the test around a helper it defines, or a constant of the
  code under test the per-test setup of its class patched, `ice.
  CONSENT_INTERVAL = 1` in `setUp`, or a time to live that setup writes,
  `self.expires_in = 1` for the cache it builds) gave the code under test
  before it, as a literal or a name the function gave one (`r.set(key,
  value, px=20)` then `time.sleep(0.05)`; `expires=soon` after `soon =
  timedelta(seconds=1)`; `ex=`, `px=`, `ttl=`, `max_age=`, a
  `*_lifetime=`, a lock's `lease=`, `expire(key, 1)`, `timeout=`,
  `interval=`, a period (`save_period=`), a window
  (`window=timedelta(seconds=0.05)`), a wait or delay
  (`job_completion_wait=`, `retry_delay=`, also given to a setter,
  `client._set_retry_delay(0.25)`), the time of a phase (`on_time=`,
  `fade_in_time=`), a setting named for its unit (`startsecs=2`,
  `grace_seconds=`), a heartbeat (`heartbeat=1`), a threshold
  (`logged_if_slow(threshold=0.1)`), a dict of timers (`timers={"sweep":
  1}`), `timedelta(seconds=...)`, text with its unit (`interval="100ms"`,
  `"2s"`, `"1 min"`), a constant named for its unit of time
  (`Duration.SECOND`, `2 * MINUTE`), a number divided by one (`sleep(300 /
  1000)` reads 0.3 s), the same names as keys of a settings dict,
  `{"expiration_time": 0.5}`, or as attributes written,
  `config.ping_interval = 0.1`, or first to a callee named for a timer,
  `Timeout(2)`, `threading.Timer(0.2, fire)`, or given positionally to a
  parameter of such a name in the callee's definition, `KeyLock(store,
  key, 0.1)` whose `__init__` calls it `lease`, `board.blink(0.1, 1)` on
  an instance of a project class whose `blink` (its own or a base's) calls
  it `on_time`, or by keyword to a helper of the file that hands it on as
  such a setting, `reporter(flush=0.01)` passing `flush_interval=flush`,
  or in the decorator of a function defined in the test,
  `@cache.remember(ttl=1)`; a length counts in milliseconds when its name
  says so, `px=`, `*_ms`, and a whole number of a thousand or more with no
  unit in its name counts either way, `Rate(5, 1000)`, as does a plain
  whole number of fifty or more for an interval,
  `auto_flush_interval=100`, also in a URL's query or a connection string,
  `url + "?timeout=5"`, `"addr=db:9009;auto_flush_interval=50;"`; a
  conditional value sets each of its lengths, `timeout=(0.01 if odd else
  60)`; sleeps made one after the other in the same block after the timer
  add up, and each sleep of a run that adds up is part of the wait when
  only plain steps sit between them, `sleep(3)`, `heartbeat()`,
  `sleep(3)`, not a check; a loop run a known number of times with only
  such steps in it counts that many times, `for _ in range(9): sleep(1);
  lease.refresh()`), or after a time to live the test patched shorter
  (`@patch("app.rpc.REPLY_QUEUE_TTL", new=100)`, whose unit cannot be
  read), or a timeout or interval patched to a length the test gives
  (`patch.object(handler, "RESPONSE_TIMEOUT", 0.1)`) or handed over under
  its name (`store.incr(key, limit.get_expiry())`, `settings.ttl`; one
  made with a length, `check=Check.ttl("100ms")`, lasts that long), or a
  sleep whose length is worked out from a value the file gives the code
  under test as such a setting, wherever it does (`asyncio.sleep(2 *
  KEEP_ALIVE_TIMEOUT)` where a fixture set `config.keep_alive_timeout =
  KEEP_ALIVE_TIMEOUT`, a configuration's dotted key naming it last,
  `{"server.socket_timeout": LIMIT}`, or handed
positionally to a parameter named for one in the callee's definition,
`debounce(func, wait)` then `sleep((wait + 15) / 1000)`, or handed first to a
  class named for a timer, `TimeoutDict(timeout)` then `sleep(timeout *
  2.5)`, or read off the code's own object as a timer,
  `sleep(3 * spinner._interval)`, also through its getter,
  `seconds = conn.get_timeout()` then `sleep(seconds)`, not the test's
  `self.delay`), or from a value named
  for a time to live (`time.sleep(ttl)` to the end of a window the test
  worked out, `sleep(limit.get_expiry())`, `sleep(lock.auto_release_time *
  2)`): the sleep waits that
  timer out, so the outcome is settled by the timer, not by how fast the
  machine is. A real clock still costs the run that time; a fake clock is
  better where the code takes one.

## Why it is bad
A sleep guesses how long the code under test needs. Too short and the test
fails on a loaded CI machine; long enough to be safe and every run pays for
it. Either way the test says nothing about the condition it waits for.

## Example
```python
import time

def test_worker_drains_queue(worker):
    worker.submit("job")
    time.sleep(2)
    assert worker.done == ["job"]
```

## Use instead
Wait for the condition itself: an event the code sets, a future, a queue, or
polling with a deadline. When what the test waits for is time itself (a
window that must pass, hits spaced apart), let it pass on a fake clock the
code under test reads (a clock it takes as an argument, `freezegun`,
`time-machine`). When a test really measures real time (a timer, a rate
limiter reading the monotonic clock itself), say so on the line or the
line above:

```python
import time

def test_worker_drains_queue(worker):
    worker.submit("job")
    assert worker.finished.wait(timeout=5)
    assert worker.done == ["job"]


def test_rate_limit_window_expires(limiter):
    limiter.hit()
    time.sleep(1.1)  # real-timer: the limiter reads the monotonic clock directly
    assert limiter.allows()
```

An empty reason (`# real-timer:`) is still reported.

## Options
None.
"""

from __future__ import annotations

import ast

from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.rules.waiting._sleeps import (
    LOOP_SLEEPS, a_callback_handed_on, a_mock_here, on_a_fake_clock, may_sleep,
    real_timer_reason, may_involve_sleep, replaced_for_every_test, sleep_name,
    sleeps_forever, sleeps_passed_along,
)
from flake8_testarch.rules.waiting._loop_exits import paces_a_polling_loop
from flake8_testarch.rules.waiting._other_side import in_a_forked_child, plays_the_other_side
from flake8_testarch.rules.waiting._patching_managers import under_a_patching_manager
from flake8_testarch.rules.waiting._simulated_work import simulates_slow_work
from flake8_testarch.rules.waiting._sleep_runs import sleeps_in_blocks
from flake8_testarch.rules.waiting._stand_in_tasks import a_stand_in_task
from flake8_testarch.rules.waiting._timed_work import timed_workload
from flake8_testarch.rules.waiting._time_limits import cancels_or_limits, cuts_short, limits_time
from flake8_testarch.rules.waiting._durations import literal_seconds
from flake8_testarch.rules.waiting._timers import setup_timers, timers, waits_out_a_setting
from flake8_testarch.suite.collection import Role
from flake8_testarch.suite.script_code import a_script_without_tests, run_only_as_a_script

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "medium: wait for the condition (poll with a timeout, an event), not for the clock"

RULE = Rule(
    code="TA101",
    name="sleep-in-test",
    summary="a sleep in test code",
    message=(
        "{call} in test code; wait for the condition itself (an event, a future, polling "
        "with a deadline), let time pass on a fake clock, or justify a real timer with "
        "'# real-timer: <why>'"
    ),
    variants={
        "empty-reason": "{call} is marked '# real-timer:' with no reason; say why this test "
        "needs real time",
    },
)


def visit_Call(node: ast.Call, ctx):
    if not may_sleep(ctx) or not may_involve_sleep(node, ctx):
        return ()
    found = sleep_name(node, ctx)
    passed = sleeps_passed_along(node, ctx) if node.args else ()
    if passed and a_callback_handed_on(node, ctx):
        passed = ()
    if not (found or passed):
        return ()
    return _reports([(node, found), *passed] if found else passed, ctx)


def _reports(sleeps, ctx):
    for where, name in sleeps:
        if paces_a_polling_loop(where, ctx) or (name in LOOP_SLEEPS and on_a_fake_clock(ctx)):
            continue
        if a_mock_here(where, name, ctx) or replaced_for_every_test(name, ctx):
            continue
        if under_a_patching_manager(where, name, ctx):
            continue
        if _interrupted(where, ctx) or _outlasts_a_timer(where, ctx):
            continue
        if sleeps_forever(where, ctx) or _blocks_until_killed(where, ctx):
            continue
        if timed_workload(where, ctx):
            continue
        if plays_the_other_side(ctx) or in_a_forked_child(where, ctx) or (
            a_stand_in_task(where, name, ctx)
        ):
            continue
        if simulates_slow_work(where, name, ctx):
            continue
        if a_script_without_tests(ctx) or any(
            run_only_as_a_script(scope, ctx) for scope in ctx.scopes
        ):
            continue  # a script's code: no test run calls it
        reason = real_timer_reason(where, ctx)
        if reason is None:
            yield Hit(where, {"call": name})
        elif not reason:
            yield Hit(where, {"call": name}, variant="empty-reason")


def _outlasts_a_timer(where: ast.AST, ctx) -> bool:
    """The sleep is at least as long as a time to live or timeout the function
    set before it (``r.set(k, v, px=20)`` then ``time.sleep(0.05)``), or its
    length is worked out from one (``asyncio.sleep(2 * KEEP_ALIVE_TIMEOUT)``):
    it waits a timer of the code under test out, and a slow machine cannot
    make it pass wrongly."""
    function = ctx.current_function
    if function is None or not isinstance(where, ast.Call) or not where.args:
        return False
    seconds = literal_seconds(where.args[0])
    if seconds is None:
        # `asyncio.sleep(2 * KEEP_ALIVE_TIMEOUT)`
        return waits_out_a_setting(where.args[0], ctx)
    found = timers(function, ctx)
    if found.outlasted_by(where.lineno, seconds):
        return True
    # A timer the enclosing test sets for the helper it defines, before or
    # after the ``def`` (``server.ping_interval = 0.01``, ``async def
    # ping_and_sleep(): ... await asyncio.sleep(0.05)``): the helper runs
    # when the test calls it.
    if any(
        timers(outer, ctx).outlasted_by(outer.end_lineno + 1, seconds)
        for outer in ctx.scopes
        if type(outer) in (ast.FunctionDef, ast.AsyncFunctionDef) and outer is not function
    ):
        return True
    # A timer the class's per-test setup gives the code under test before
    # each test (`ice.CONSENT_INTERVAL = 1`, `self.expires_in = 1` in `setUp`).
    if any(
        setup.outlasted_by(float("inf"), seconds) for setup in setup_timers(ctx)
    ):
        return True
    # Sleeps one after the other in a block add up: `sleep(0.3)`, a step,
    # `sleep(0.3)` wait out a timer of 0.5 set before the first, and each
    # of them is a part of that wait.
    earlier = [(at, duration) for at, duration in found.durations if at < where.lineno]
    if not earlier:
        return False
    block, count, chain = sleeps_in_blocks(function, ctx).get(id(where), ((), 0, ()))
    return any(
        duration <= sum(length for line, length in block[:count] if at < line)
        or duration <= sum(length for line, length in chain if at < line)
        for at, duration in earlier
    )


def _blocks_until_killed(where: ast.AST, ctx) -> bool:
    """A sleep of a minute or more in a function pytest does not run itself
    (a job, a child process's body): no test waits that long on purpose, so
    it holds that work busy until the test kills or interrupts it."""
    seconds = literal_seconds(where.args[0]) if isinstance(where, ast.Call) and where.args else None
    if seconds is None or seconds < 60:
        return False
    functions = [scope for scope in ctx.scopes if isinstance(scope, _FUNCTIONS)]
    return bool(functions) and ctx.role(functions[-1]) not in (Role.TEST, Role.FIXTURE)


def _interrupted(where: ast.AST, ctx) -> bool:
    """Whether the sleep is the long operation the test interrupts: it runs
    under a time limit or a cancel scope of its own function (``with
    fail_after(1):``, ``async with asyncio.timeout(0.1):``, ``with
    CancelScope() as scope:``), is handed to a call that bounds it
    (``asyncio.wait_for(asyncio.sleep(10), 0.1)``), or runs in a function that
    the code around it cancels (a child task of a test that calls
    ``.cancel()`` or opens a time limit). No real time is waited for there:
    the test is about what stops the sleep."""
    functions = [scope for scope in ctx.scopes if isinstance(scope, _FUNCTIONS)]
    if not functions:
        return False
    own = functions[-1]
    if any(
        cuts_short(decorator, ctx)
        for function in functions for decorator in getattr(function, "decorator_list", ())
    ):
        return True  # `@timeout(0)` on the function: the limit cuts the sleep
    around = ctx.semantic.ancestors(where, own)
    for node in around:
        if isinstance(node, (ast.With, ast.AsyncWith)) and any(
            limits_time(item.context_expr, ctx) for item in node.items
        ):
            return True
        if isinstance(node, ast.Call) and limits_time(node, ctx):
            return True
    # Handed on rather than waited on in line: start_soon(sleep, 5),
    # create_task(asyncio.sleep(10)).
    handed_on = not isinstance(where, ast.Call) or bool(around) and isinstance(around[0], ast.Call)
    return any(cancels_or_limits(outer, ctx) for outer in functions[:-1]) or (
        handed_on and cancels_or_limits(own, ctx)
    )


# No "sleep" anywhere in the file: no call in it can sleep.
applies_to = may_sleep
