"""An environment variable changed by test code and not put back.

## What it flags
Writes to the process environment in test files and `conftest.py` (tests,
fixtures, setup hooks, helpers): `os.environ[...] = ...`, `del
os.environ[...]`, `os.environ.update/pop/setdefault/clear/popitem(...)`,
`os.environ = ...`, `os.putenv` and `os.unsetenv`, also through `from os
import environ` and `import os as o`. A parameter or local named `environ`
(a WSGI environ) is not the process environment.

Not reported, because the old value comes back whatever the test's outcome:

- inside `with patch.dict(os.environ, ...)` (unittest.mock, the backport,
  `mocker`), or under a function or class decorated with it; likewise
  inside a context manager, or under a decorator, of the file or the
  project whose own code puts the environment back (read from its
  definition: after its `yield`, in `__exit__`, or in a `finally` of the
  wrapper it returns);
- a write of a name holding what the same target held when the function
  read it (`saved = os.environ` ... `os.environ = saved`): it puts back
  an earlier change, or changes nothing;
- after `monkeypatch.setenv`/`delenv` of the same variable, or
  `monkeypatch.setattr(os, "environ", ...)`, in the same function;
- in a `try` whose `finally` restores the variable, or followed by one
  (also through a method of the class or a function of the file the
  `finally` calls: `finally: self.reset_environment()`), and the removals
  such a reset helper makes (`del os.environ["X"]`);
- in a method of a helper class of the file when teardown code (a
  `finally`, or the code after a fixture's `yield`) calls a method on an
  instance of that class that puts the variable back (`env = SetEnv()`,
  `yield env`, `env.clear()`); that method's removals are restores too;
- with a cleanup registered for it (`self.addCleanup(os.environ.pop, "X")`,
  `request.addfinalizer(restore)`, `self.addCleanup(self.restore_env)`,
  also by decorating the restore function with the registration method,
  `@request.addfinalizer` or `@self.addCleanup` on `def restore():`);
- in a fixture whose code after `yield` restores it, in the teardown part
  of a fixture or context manager, in `tearDown`/`teardown_method` and
  other teardown hooks, and in functions registered as cleanups;
- in `setUp` (or a test method) when `tearDown` restores it, in
  `setUpClass` when `tearDownClass` does, in `setUpModule` when
  `tearDownModule` does (calls to the class's methods and the file's
  functions are followed one level, a method a base class defines too,
  `self.teardown_defaults()` of a mixin); the teardown may be a base class's,
  in this file or in another module of the project; a fixture of the file
  the class's `setUp` uses (`self.useFixture(EnvFixture())`) restores it
  when its own setup registers a cleanup that does (`self.addCleanup(
  self.revert)` in its `_setUp`): the test runs that cleanup too; so does a
  restoring fixture of the `fixtures` library it uses
  (`self.useFixture(EnvironmentVariable("TESTR_PDB"))`, `TempHomeDir()`
  for `HOME`), in the test or its `setUp`;
- a variable named by a parameter pytest gives (`os.environ[name] = ...`
  with `name` parametrized over `["TERM", "TERM_PROGRAM"]`) when every
  value it takes is restored;
- a removal in a test of what its class's `setUp` set (`del
  os.environ["APPDIR"]` after `setUp` wrote it): the test takes the
  setup back, and the setup's change is the one reported;
- as the last statement inside `with pytest.raises(...)` or `with
  self.assertRaises(...)`, or in a `try` that the next statement fails
  (a hand-written `assertRaises`): the write is expected to fail, and a
  failed write changes nothing;
- when a fixture in the file, in a `conftest.py` above or in a plugin named
  by `pytest_plugins` restores it after its `yield` (or through a context
  manager of the file its `yield` sits in) and applies: it is autouse, the
  test asks for it, `pytest.mark.usefixtures` names it, or a fixture that
  applies asks for it; also an autouse fixture the test class inherits
  from a base class of the project (a mixin); and in a helper of the file
  (a function called by name, or a method called through `self` by its
  class or by the file's classes derived from it) whose every call puts
  the change back: a restoring fixture applies to the calling test or
  fixture, the calling class's teardown restores it (`setUp` calls
  `self._clear_env()`, `tearDown` calls `self._restore_env()`), or a
  `finally` holds the call or follows it with only more setup calls in
  between (also in a decorator's wrapper: `old = set_env(k, v)` ...
  `finally: reset_env(k, old)`); a helper only teardown hooks call is
  teardown code;
- in `__enter__` when `__exit__` of the same class restores it;
- in a function handed to another process (`Process(target=f)`,
  `pool.apply(f, ...)`, `subprocess.run(..., preexec_fn=f)`, a pool's
  `initializer=f`), and in a test pytest-forked runs in a child process
  (`@pytest.mark.forked`);
- at module level of a `conftest.py` (and in functions it calls there),
  in autouse session fixtures of a `conftest.py`, in `pytest_*` hooks, and
  under `if __name__ == "__main__":` (also in a function of the module
  only called there): session configuration.

Saving and restoring by hand counts when the restore is in a `finally` or a
teardown: `saved = os.environ.copy()` ... `os.environ.clear();
os.environ.update(saved)` restores every variable. A restore that only runs
when nothing failed first (the next line of the test, or after the `yield`
of a `@contextmanager` without `try/finally`) is reported with its own
message; a later write of a new value is the next step of the test, not
a restore (writing a flag back, `True` then `False`, is one; so is writing
back a variable the function deleted, and emptying the environment right
before refilling it from a copy is one restore, not a change; deleting
one by one the variables a write of several set, `os.environ.update(A=...,
B=...)` then `del os.environ["A"]` and `del os.environ["B"]`, takes that
write back, and the deletes are not changes of their own). A helper of
the file whose every change writes back a value it is handed, deleting
the same variable when there is none, and whose every caller hands it a value kept from before
(`restore_tz(old_tz)`, writing `os.environ["TZ"] = old_tz` or deleting it),
is a restore, not a change. A change made
at module level of a test module is reported too:
it happens when the module is collected and then holds for every test in
the run, so a test elsewhere passes or fails depending on which files were
selected.

Several changes of the same thing in one function with the same verdict
(`os.environ["MODE"] = "a"`, then `= "b"`, put back once at the end)
are one report, on the first: one fix covers them all.

## Why it is bad
The environment belongs to the whole test process. A variable a test sets
and leaves behind changes what every later test sees: they pass in one
order and fail in another, or pass alone and fail in the full run, and the
failure points at a test that did nothing wrong. A restore on the last line
of a test is skipped exactly when the test fails, which is when the next
test most needs a clean environment.

## Example
```python
import os


def test_debug_flag_enables_verbose_logs(make_app):
    os.environ["APP_DEBUG"] = "1"
    assert make_app().logger.level == 10
```

```python
import os


def test_proxy_is_read_from_environment(client_factory):
    os.environ["HTTPS_PROXY"] = "http://proxy:3128"
    client = client_factory()
    del os.environ["HTTPS_PROXY"]
    assert client.proxy == "http://proxy:3128"
```

## Use instead
Let `monkeypatch` (or `patch.dict`) put the environment back:

```python
import os
from unittest import mock


def test_debug_flag_enables_verbose_logs(make_app, monkeypatch):
    monkeypatch.setenv("APP_DEBUG", "1")
    assert make_app().logger.level == 10


@mock.patch.dict(os.environ, {"HTTPS_PROXY": "http://proxy:3128"})
def test_proxy_is_read_from_environment(client_factory):
    assert client_factory().proxy == "http://proxy:3128"
```

In a `unittest.TestCase`, whose tests get no pytest fixtures, the message
advises `patch.dict(os.environ, ...)` or `self.addCleanup(...)` instead.

## Options
None.
"""

from __future__ import annotations

from flake8_testarch.core.rule import Hit, Rule, calls_named
from flake8_testarch.rules.independence._advice import advice, told_already
from flake8_testarch.rules.independence._changes import CALL_NAMES, ENV
from flake8_testarch.rules.independence._global_state import changes_at, verdict

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = (
    "mechanical in pytest tests ('flake8-testarch fix' uses "
    "monkeypatch.setenv); elsewhere restore in a finally"
)

RULE = Rule(
    code="TA701",
    name="environment-change-without-restore",
    summary="an environment variable changed by test code and not put back",
    message="{what} changed without restore, later tests see it; {fix}",
    variants={
        "partial": "{what} changed and restored on line {line} only if nothing fails first; "
        "restore it in a finally, or {fix}",
        "import": "{what} changed when the test module is imported, for every test collected "
        "with it; set it in conftest.py or the pytest configuration",
    },
)

_FIXES = {
    "set": "use monkeypatch.setenv",
    "delete": "use monkeypatch.delenv",
    "whole": "use monkeypatch.setenv/delenv or patch.dict(os.environ)",
}


def _visit(node, ctx):
    changes = changes_at(node, ctx)
    if not changes:
        return ()
    return list(_hits(changes, ctx))


def applies_to(ctx) -> bool:
    """Whether the file's text names the environment at all: every change
    reaches it through a name holding ``environ``, ``putenv`` or ``unsetenv``
    (an import, an alias, a string given to ``setattr``); most files do not."""
    text = ctx.text
    return "environ" in text or "putenv" in text or "unsetenv" in text


def _hits(changes, ctx):
    for change in changes:
        if change.resource != ENV:
            continue
        found = verdict(change, ctx)
        if found is None or told_already(change, found, ctx):
            continue
        fix = advice(_FIXES[change.verb], ctx, "environment")
        fields = {"what": change.what, "fix": fix, "line": found.line}
        variant = None if found.kind == "plain" else found.kind
        yield Hit(change.node, fields, variant=variant)


@calls_named(CALL_NAMES)
def visit_Call(node, ctx):
    return _visit(node, ctx)


visit_Assign = _visit
visit_AugAssign = _visit
visit_AnnAssign = _visit
visit_Delete = _visit
