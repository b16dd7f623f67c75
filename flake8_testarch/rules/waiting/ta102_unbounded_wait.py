"""A wait with no bound in test code.

## What it flags
Blocking waits that can wait forever, anywhere in a test file or
`conftest.py`:

- `Thread.join()`, `Process.join()` with no timeout;
- `Event.wait()`, `Condition.wait()`, `Barrier.wait()` with no timeout
  (not a `barrier.wait()` of a function other than a test or fixture with
  no call before it, plain reads and `nonlocal`/`global` at most: a starting line for threads the
  test starts together, which no code under test can hold up);
- `Future.result()` / `Future.exception()` with no timeout (futures from
  `executor.submit(...)` included; not in or after a `with
  ThreadPoolExecutor()` block of the same function: the block's end waits
  for its futures, so after it they are done, and in it a timeout would
  only move a hang to the block's end);
- a blocking `Queue.get()` (`get()`, `get(True)`, `get(block=True)`) with no
  timeout, on `queue` and `multiprocessing` queues (not one in a loop or
  comprehension over `range(q.qsize())` of the same queue, nor one in
  `while not q.empty():` (or `while q.qsize():`), nor one after
  `if q.empty(): continue` in its block: it takes no more than the queue
  holds);
- `Popen.wait()` / `Popen.communicate()` with no timeout (not a `wait()`
  after the function read the child's output to its end,
  `proc.stdout.read()`, which returns as the child exits, nor one after
  `communicate()` or `kill()` on the same process, nor a `communicate()`
  after its `wait()` or `kill()`, an asyncio process's too, `await
  wait_for(p.wait(), 5)`, also earlier in the same expression, `lambda:
  (proc.kill(), proc.wait())`: it is gone, the call returns at once);
- `subprocess.run`, `call`, `check_call`, `check_output` with no `timeout=`.

Not at the module's top level (a platform probe run at import), in
pytest's hooks (`pytest_sessionfinish`), nor in a function only the
module's `if __name__ == "__main__":` block calls (a demo client kept in
a test file), nor anywhere in a file pytest collects nothing from that
runs as a script under that block: no test runs that code, so a timeout
would have no test to fail. And the event loops' waits, which
take no timeout, awaited with nothing to bound them:

- `await event.wait()` on an asyncio, trio or anyio `Event` or `Condition`
  (`condition.wait_for(...)` too), or an asyncio `Barrier`;
- `await queue.get()` / `await queue.join()` on an `asyncio.Queue`;
- `await receive.receive()` on the receiving end of
  `trio.open_memory_channel` or `anyio.create_memory_object_stream`;
- `await proc.wait()` / `await proc.communicate()` on a process from
  `asyncio.create_subprocess_exec`/`_shell`, `trio.lowlevel.open_process` or
  `anyio.open_process`, and `await trio.run_process(...)` /
  `await anyio.run_process(...)`;
- `await reader.read()`, `readline()`, `readexactly()`, `readuntil()` on
  the reader of `asyncio.open_connection`;
- `await task` / `await future` on a task or future from
  `asyncio.create_task`, `ensure_future`, `loop.create_task`,
  `loop.create_future`, `loop.run_in_executor` or a `TaskGroup`.

The receiver is identified, not guessed from the method name: from the code
around it (`t = threading.Thread(...)`, `with ThreadPoolExecutor() as
pool: fut = pool.submit(...)`, `for t in threads`, `self.proc = Popen(...)`,
`send, receive = trio.open_memory_channel(0)`, `proc = await
asyncio.create_subprocess_exec(...)`, a parameter or return annotation), and
through the helpers that made it, in this file or in the project modules
they are imported from (read, never imported). A `.join()` on a string or a
list, a `.get()` on a dict, a `Barrier` built with a default timeout, and
receivers that cannot be identified (a fixture's value, an attribute of an
object the file did not build) are never reported: precision comes first.
Nor is a wait method of an instance of a project class that defines it
itself (`thread.join()` where `StoppableThread.join(self, timeout=0)`
overrides threading's): that method, not the standard one, is called.

Not reported either, because something bounds the wait:

- a `timeout` mark on the test, its class or its module (pytest-timeout;
  also on every test that calls the module-level helper the wait is in,
  by name, when nothing hands the helper on),
  or a `timeout` in the project's pytest configuration (or `--timeout` in
  its `addopts`): pytest-timeout stops the hung test and names it; or
  pytest's own `faulthandler_timeout` with `faulthandler_exit_on_timeout =
  true`, which ends the run with the hung test's traceback; or a watchdog
  that does the same, `faulthandler.dump_traceback_later(..., exit=True)`
  armed at the module's top level, in its `setup_module`, or in a
  `conftest.py` on the file's path;
- a test class whose `setUp` (its own, or one inherited from the
  project's base classes) arms a time limit for every test
  (`self.timer = eventlet.Timeout(2)`, or a loop timer whose handler
  stops the loop or fails the test, `self.loop.call_later(5,
  self.on_timeout)`), or whose metaclass (its own or a
  project base class's) wraps every test method in a function of its
  module that runs it under one (`with TestTimeout(seconds): return
  method(self, *args)`);
- a wait in a `with` of a context manager of the project whose `yield`
  sits under a time limit or after `signal.alarm(seconds)` (`with
  deadline(60): proc.communicate()`): the alarm interrupts a blocking
  call too (`signal.alarm(0)` disarms and bounds nothing);
- for an awaited wait: a time limit or cancel scope around it in its own
  function (`async with asyncio.timeout(5):`, `with trio.fail_after(5):`,
  `anyio.move_on_after`, a `CancelScope`), a call that bounds it
  (`asyncio.wait_for(event.wait(), 5)`), a task group or nursery cancelled
  before it or by a child task, a function around it that cancels work or
  opens a time limit (the wait runs in a child task), a helper of the file
  that every caller calls under a time limit of its own (`with
  anyio.fail_after(10): await fetch_events(app)`), or a decorator that
  runs the test under a time limit (`@timeout(5)`, tornado's `@gen_test`,
  or the file's or project's own that wraps the call in `asyncio.wait_for`);
- an awaited wait in a file whose async tests run on a loop that fails a
  test waiting forever with nothing scheduled (async_solipsism's, from an
  `event_loop_policy` fixture in the file, a `conftest.py` or a plugin);
- an awaited wait on something the function settled before (`task.cancel()`
  then `await task`, `event.set()` then `await event.wait()`,
  `queue.put_nowait(x)` then `await queue.get()`, `send.send_nowait(x)`
  then `await receive.receive()` on the same channel, `assert task.done()`
  or `await asyncio.wait({task, other})` with no limit, then `await
  task`), and a wait on an object made in place (`await
  asyncio.Event().wait()`), which waits for cancellation on purpose:
  nothing else can wake it;
- a wait, awaited or not, that the test settles itself: a function nested
  in the test (a plain one, or a lambda, only when handed on, never called
  in line: `Thread(target=lambda: (gate.wait(), work()))`)
  waits on an event, future or queue of the test, and the test's own code
  settles it (`release.set()` opening the gate an app it serves, or a
  worker it submits, waits on; `self.addCleanup(release.set)`), or a
  function the test starts settles it before it awaits anything
  (`async def go(): fut.set_result(None)` run as a task, also through the
  parameter it is given, `go(fut)`; for a thread's
  target, before it calls anything but a sleep or enters a `with`
  block: `def first(): started.set(); limiter.acquire()`; a
  `threading.Timer(0.2, release.set)` runs its function as a thread's
  target), or the event loop
  runs a settling call the test scheduled (`loop.call_later(0.01,
  fut.set_result, None)`, also before the test awaits what it settles,
  `loop.call_soon(task.cancel)` then `await task`), or a callback the
  test hands on parks on a future it makes and puts into a list of the
  test, whose items the test settles (`pending.append(answer); return
  await answer`, then `pending[0].set_result(7)`); the same when the nested function waits on
  what the test hands it (`async def job(done): await done`, `job(first)`,
  later `first.set_result(None)`), and when a function of the module
  does and each function calling it settles what it hands over (`@app def
  double(x, gate): gate.wait()`, then `double(10, gate)` and
  `gate.set()` in the test). A function the
  test only hands to the code under test (`server.on_ready(callback)`),
  or that a decorator of the code under test wraps (`@batch(0.1) async
  def load(): done.set()`), does not count: the code under test decides
  whether it runs;
- `await cond.wait_for(lambda: started == n)` where what the predicate
  reads is changed only by functions nested in the test that it starts
  as tasks, each changing it and notifying `cond` before it awaits
  anything but entering `cond` (`started += 1`, then `async with cond:
  cond.notify()`): the test's own tasks make the predicate true;
- a future or event the test makes (`never = asyncio.Future()`) that no
  code settles and that goes to no call but the test's own nested
  functions, awaited in one of them: only cancelling that job ends the
  wait, which is what it is for;
- a wait in a module-level helper the file never calls but names at the
  end of a dotted path in a string (`spawn(__name__ + ".echo", ...)`):
  another process starts it by name, and the test's own wait on that
  process is what can hang the run;
- `process.join()` on a `multiprocessing.Process` after `terminate()` or
  `kill()` (a Python child dies of SIGTERM unless its code says
  otherwise), and `thread.join()` on a `Thread(target=server.serve_forever)`
  after `server.shutdown()`, which returns once the loop has stopped (also
  kept on `self` by another method of the class, `self.httpd_thread`,
  joined in `tearDown` after `self.httpd.shutdown()`, or after a method of
  the class that does so, `self.stop()`, and a thread of the
  project's own class whose `run` serves forever, joined after one of its
  methods, `proxy.stop()`, shut that server down);
- `thread.join()` or `process.join()` on a thread or process whose target
  is a function of the file that only sleeps, releases, sets or asks the
  test's own locks and events, adds to the test's own lists, sets and
  dicts, and exits (`time.sleep(0.1)`, then `held.release()`;
  `os._exit(0)`), sends a signal (`os.kill(os.getpid(), signal.SIGINT)`,
  `_thread.interrupt_main()`), calls builtins that return at once on plain
  values (`print("KILL", j)`, `range(n)`; not `setattr` on an object,
  `input` or `open`), schedules on an event loop (`loop.call_soon_threadsafe(
  task.cancel)`), connects, sends on and
  closes a socket it made itself (a client that never waits for an answer),
  or does nothing at all (`def idle(): pass`), its loops
  ending when the test sets the event they ask (`while not stop.is_set():`,
  with `stop.set()` before the join; a `while True:` the test cannot end
  is reported): no code under test runs in it; or
  whose target is a method of the test's own queue, lock or event that the
  test settles (`Process(target=q.get)`, then `q.put(0)` and `p.join()`);
- a wait in a function the file names only as the target of daemon
  threads (`Thread(target=self._drain, daemon=True)`, `t.daemon = True`
  before `t.start()`, or the `run` of a `Thread` subclass whose `__init__`
  sets it): blocked for good, a daemon thread does not keep the run
  alive; the wait on its work is reported where it is;
- an awaited wait in a coroutine function the file only calls to make a
  free task of it (`asyncio.ensure_future(serve())`, `create_task(...)`):
  the event loop cancels a task still pending when it closes, so only
  awaiting the task can hang the run, and that is reported where it is;
  the same holds for a coroutine function the file only hands to a server
  as its connection handler (`asyncio.start_server(answer, host, port)`,
  `start_unix_server`, `websockets.serve`, also a library's or the
  project's own `start_server` made after asyncio's, handed the loop
  first, `start_server(loop, answer)`), which runs it in a task of its
  own for each connection;
- a wait in a method of a class the file only hands on (a handler class
  given to a server; an instance, also made in an unpacking assignment,
  `loser, winner = ResetLink(), Link()`, handed over whose data the test reads or
  whose event it sets, `resource.done.set()`, counts, one whose methods
  it calls does not; the `__call__` of an instance handed over as a
  callback, `get_token=tokens`, is such a method, unless the file calls
  the instance itself) or in a function it stores on another object
  (`server.on_request = on_request`): that side waits, and the test's own
  wait for its answer is the one that can hang the run (a function handed
  to a call is still read: the call may run the test's own body,
  `trio.run(main)`);
- `subprocess.run(...)` and its kin whose command, written out, runs
  another program of the environment (`["etcdctl", "put", "k", "v"]`,
  `"git init"`, `["sh", "-c", "echo ready"]`, a `%` template whose
  programs are written out, `'echo "%s" | kinit %s' % (password, user)`,
  either one split by `shlex.split(...)` or `"...".split()`, also a list
  with arguments added to it, `["pgrep", "-f"] + names`, also one handed
  over whole, `create_subprocess_exec(*command)`, also given as `args=`
  and waited on in one expression, `Popen(args=["uname",
  "-m"]).communicate()`, or arguments not written out but for the code or
  module after `-c`, `-m` or `-e` of an interpreter or a shell, as `git
  commit -m message` names no code; bytes count as text; a word held by a
  name bound to a literal, `OPENSSL = "openssl"` then `[OPENSSL] + args`,
  or as the default of a setting that may give the program's path,
  `os.environ.get("HTPASSWD") or "htpasswd"`, or found on the path by its
  name, `git = shutil.which("git")`, also returned by a function of the
  file, `cli = _container_cli()` returning `shutil.which("docker") or
  shutil.which("podman")`, or kept on the class, `self.kinit` with `kinit
  = os.getenv("KINIT", "kinit")`; a command a function of the file
  returns, `subprocess.run(mypy_command(path))`; a program named by a
  parameter pytest gives, `[tool, "init"]` with `tool` parametrized, or a
  fixture's `request.param`, as each value written out): no word of it
  names the project's code, that is Python (`sys.executable`, `python3`,
  or a value named for an interpreter, `env.python_executable`, also with
  words before it, `session_venv_python_executable`), a `.py` file or a
  relative path as the program or handed to an interpreter or a shell
  (what another program is handed is its data: `git add src/app.py`, `mypy
  shop`, but for a module after `-m`), a command the project installs
  (`[project.scripts]`, `console_scripts`), a program its entry points
  plug into (`pytest` for a `pytest11` plugin) or a package of the project
  (`coverage run -m shop`; a folder without `__init__.py` named like the
  program, `tests/mypy/` of data, is no package); Python told to run code
  written out after `-c` that imports no module of the project
  (`[sys.executable, "-c", "import locale; ord('é')"]`, a probe of the
  platform), or code that only imports and prints or keeps what it reads
  (`-c "import shop"`, `-c f"import {module}"`,
  `f"{statement};print('OK')"` where pytest gives `statement` only import
  lines, `[m for m in sys.modules ...]`: the same import the suite itself
  makes, which would hang it first), Python told to run a script whose
  path is built from the test's own file (`str(Path(__file__).parent /
  "helper.py")`) that imports only the standard library or other
  distributions (not the project, nor a module beside it), or Python told
  to run a module of the standard library or of another installed
  distribution (`-m venv`, `-mjson.tool`, `-m pip`), or of a package the
  project declares for its tests or as a dependency, installed where the
  suite runs (`-m wheel` with `wheel` in `test-requirements.txt`, in
  optional dependencies or dependency groups; not one found nowhere, nor
  one handed a script or a module of the project to run, `-m coverage run
  tests/app.py`, `mod.__file__`, `-m shop`) counts as another program too.
  The code under test cannot make that child hang. The same holds for a
  wait on a process started with such a command (`proc =
  subprocess.Popen(["git", "init"])` or `await
  asyncio.create_subprocess_exec("docker", "pull", image)`, then
  `proc.wait()`), also by a function of the file or the project that
  returns it (`proc = diff_folders(a, b)` returning
  `subprocess.Popen(["git", "diff", first, second])`: what its parameters
  give such a program is data, but an interpreter or a shell must be given
  all its words written out). A command not written out is reported;
- waits on processes in the suite of a project whose own code puts fakes
  in place of `subprocess.Popen` or asyncio's process functions
  (`subprocess.Popen = FakePopen`, outside its test folders): what its
  tests start may be those fakes, which end when the test says;
- `proc.wait()` / `proc.communicate()` inside the process's own `with
  subprocess.Popen(...) as proc:` block: leaving the block waits for it
  with no bound anyway, so a timeout would only move a hang there;
- `self.done.wait()` in a `threading.Thread` subclass of the file whose
  `run` sets `self.done` before calling anything but a sleep
  (`time.sleep(self.delay)`, then `self.done.set()`): the test's own
  thread sets it, whatever the code under test does; and a wait on
  `self.<event>` in a helper class of the file (or a subclass that keeps
  the method) whose every instance is made by a function that sets that
  event on it (`future = FutureWithGate()` ... `future.gate.set()`);
- `await task` on a task made from a coroutine call given a time limit
  (`ensure_future(client.execute(b"NOOP", timeout=1.0))`; `timeout=None`
  is no limit), or from a coroutine function of the file whose every
  await is under a time limit of its own or is a sleep (`return await
  asyncio.wait_for(queue.get(), 0.05)`, `await asyncio.sleep(0.1)`), or a
  sleep itself (`create_task(asyncio.sleep(0.5))`): the task ends on time
  by itself; and a task a group made in an `async with` block awaited
  after the block (`async with TaskGroup() as tg: t = tg.create_task(...)`,
  then `await t`): leaving the block waited for it.

## Why it is bad
When the code under test hangs, an unbounded wait hangs with it: the run
stalls until the CI job is killed, no test is reported as failed, and the
log does not say which test hung. A timeout turns the hang into one failing
test with a traceback.

## Example
```python
import asyncio
import subprocess
import threading

def test_worker_stops(worker):
    thread = threading.Thread(target=worker.run)
    thread.start()
    worker.stop()
    thread.join()


def test_cli_prints_version():
    out = subprocess.check_output(["shop", "--version"])
    assert out.startswith(b"shop ")


async def test_server_announces_itself(server):
    ready = asyncio.Event()
    server.on_ready(ready.set)
    await ready.wait()
```

## Use instead
```python
import asyncio
import subprocess
import threading

def test_worker_stops(worker):
    thread = threading.Thread(target=worker.run)
    thread.start()
    worker.stop()
    thread.join(timeout=5)
    assert not thread.is_alive()


def test_cli_prints_version():
    out = subprocess.check_output(["shop", "--version"], timeout=30)
    assert out.startswith(b"shop ")


async def test_server_announces_itself(server):
    ready = asyncio.Event()
    server.on_ready(ready.set)
    async with asyncio.timeout(5):
        await ready.wait()
```

## Options
None.
"""

from __future__ import annotations

import ast

from flake8_testarch.core.rule import Hit, Rule, calls_named
from flake8_testarch.rules.waiting._awaited import awaited_name, awaited_wait
from flake8_testarch.suite.event_loops import loop_fails_endless_waits
from flake8_testarch.rules.waiting._called_back import started_by_name
from flake8_testarch.rules.waiting._condition_waits import met_by_the_test
from flake8_testarch.rules.waiting._other_side import serves_the_other_side
from flake8_testarch.rules.waiting._programs import processes_may_be_fakes, runs_another_program
from flake8_testarch.rules.waiting._process_waits import waits_on_another_program
from flake8_testarch.rules.waiting._own_threads import a_starting_line, runs_only_the_tests_own_code
from flake8_testarch.rules.waiting._calls_before import called_before, read_to_the_end_before
from flake8_testarch.rules.waiting._settled import (
    settled_before, settled_by_each_maker, settled_by_its_own_thread, settled_by_the_test,
    waits_for_cancellation,
)
from flake8_testarch.rules.waiting._ended import (
    counted_gets, in_its_own_with_block, in_or_after_an_executor_block, reaped_before,
    serving_loop_shut_down,
)
from flake8_testarch.rules.waiting._tasks import task_ends_by_itself
from flake8_testarch.rules.waiting._thread_bodies import in_a_daemon_thread, in_a_free_task
from flake8_testarch.suite.script_code import a_script_without_tests, run_only_as_a_script
from flake8_testarch.rules.waiting._time_limits import bounded, in_limiting_manager, timed_test
from flake8_testarch.rules.waiting._waitables import Receivers, has_keyword, unbounded_call
from flake8_testarch.rules.waiting._wait_vocabulary import (
    REAPING_BEFORE, SUBPROCESS_FUNCTIONS, WAIT_METHODS,
)

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: give the wait a timeout"

RULE = Rule(
    code="TA102",
    name="unbounded-wait",
    summary="a wait with no timeout in test code",
    message=(
        "{wait} waits with no bound and hangs the run if the code under test hangs; "
        "pass a timeout so the hang fails this test instead"
    ),
    variants={
        "awaited": "{wait} waits with no bound and hangs the run if the code under test "
        "hangs; await it under a time limit (asyncio.timeout, wait_for, fail_after, "
        "move_on_after) so the hang fails this test instead",
    },
)

# Attribute names a call must end in to be a wait or a subprocess function.
_CANDIDATE_METHODS = frozenset(WAIT_METHODS) | {
    name.rsplit(".", 1)[1] for name in SUBPROCESS_FUNCTIONS
}


@calls_named(_CANDIDATE_METHODS)
def visit_Call(node: ast.Call, ctx):
    func = node.func
    kind = type(func)
    if kind is ast.Attribute:
        method = func.attr
        if method not in _CANDIDATE_METHODS:
            return ()
        expected = WAIT_METHODS.get(method)
        if expected is not None:
            if not unbounded_call(method, node):
                return ()
            return _wait_reports(node, method, expected, ctx)
        name = ctx.call_name(node)
    elif kind is ast.Name:
        name = ctx.imports.qualified(func.id)
        if name is None:
            return ()
    else:
        return ()
    if name in SUBPROCESS_FUNCTIONS and not has_keyword(node, "timeout"):
        if not (
            timed_test(ctx) or _outside_any_test(ctx) or runs_another_program(node, ctx)
            or processes_may_be_fakes(ctx) or in_limiting_manager(node, ctx)
        ):
            return (Hit(node, {"wait": f"{name}() without timeout="}),)
    return ()


def _outside_any_test(ctx) -> bool:
    """Code no test runs, where a timeout has no test to fail: the module's
    own statements (a probe at import), pytest's hooks, and a function only
    the module's ``if __name__ == "__main__":`` block calls."""
    function = ctx.outermost_function
    if function is None:
        return True
    if run_only_as_a_script(function, ctx) or a_script_without_tests(ctx):
        return True
    return function.name.startswith("pytest_") and function in ctx.tree.body


def _wait_reports(node: ast.Call, method: str, expected: set, ctx):
    receivers = Receivers(ctx)
    kind = receivers.kind(node.func.value)
    if kind not in expected or timed_test(ctx) or _outside_any_test(ctx):
        return ()
    if in_limiting_manager(node, ctx) or ctx.method_of_an_instance(node.func) is not None:
        return ()  # (a project class's own `join` overrides the standard one)
    if started_by_name(ctx.current_function, ctx) or in_a_daemon_thread(ctx):
        return ()
    if kind == "Future" and in_or_after_an_executor_block(node, receivers, ctx):
        return ()
    if kind == "Barrier" and a_starting_line(node, ctx):
        return ()
    if kind == "Queue" and counted_gets(node, ctx):
        return ()
    receiver = node.func.value
    if type(receiver) is ast.Name and settled_by_the_test(receiver, ctx):
        return ()
    if kind == "Event" and settled_by_its_own_thread(receiver, ctx):
        return ()
    if settled_by_each_maker(receiver, ctx):
        return ()
    if kind == "Popen" and method in ("wait", "communicate") and (
        called_before(node, REAPING_BEFORE[method], ctx)
        or method == "wait" and read_to_the_end_before(node, ctx)
    ):
        return ()
    # A multiprocessing child runs Python, which dies of SIGTERM unless the
    # code sets a handler: after terminate() the join only reaps it.
    if kind == "Process" and method == "join" and called_before(node, _ENDING_A_CHILD, ctx):
        return ()
    if kind == "Thread" and method == "join" and serving_loop_shut_down(receiver, node, ctx):
        return ()
    if kind in ("Thread", "Process") and method == "join" and runs_only_the_tests_own_code(
        receiver, ctx
    ):
        return ()
    if kind == "Popen" and in_its_own_with_block(receiver, node, ctx):
        return ()
    if kind == "Popen" and processes_may_be_fakes(ctx):
        return ()
    if waits_on_another_program(node, ctx):
        return ()  # `docker pull`, `git init`: nothing of the project runs there
    if serves_the_other_side(ctx):
        return ()  # a handler's wait: the test's own wait on its answer is what can hang
    return (Hit(node, {"wait": f"{kind}.{method}()"}),)


_ENDING_A_CHILD = frozenset({"terminate", "kill"})


def visit_Await(node: ast.Await, ctx):
    value = node.value
    kind = type(value)
    wait = awaited_wait(value, ctx)
    if wait is None or bounded(node, ctx) or settled_before(node, ctx) or reaped_before(value, ctx):
        return ()
    if _outside_any_test(ctx):
        return ()
    name = awaited_name(node)
    if (
        settled_by_the_test(name, ctx)
        or kind is ast.Call and type(value.func) is ast.Attribute
        and settled_by_each_maker(value.func.value, ctx)
        or waits_for_cancellation(name, ctx)
        or task_ends_by_itself(value, ctx)
        or kind is ast.Call and waits_on_another_program(value, ctx)
        or kind is ast.Call and met_by_the_test(value, ctx)
        or serves_the_other_side(ctx)
        or in_a_free_task(ctx)
        or loop_fails_endless_waits(ctx.module)
    ):
        return ()
    return (Hit(node, {"wait": wait}, variant="awaited"),)
