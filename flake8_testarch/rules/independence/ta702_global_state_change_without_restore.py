"""Process-global state other than the environment changed by test code and not put back.

## What it flags
Changes that outlive the test, made in test files and `conftest.py`
(tests, fixtures, setup hooks, helpers), under any import alias:

- `sys.path` (and `sys.meta_path`, `sys.path_hooks`): `append`, `insert`,
  `extend`, `remove`, `pop`, `clear`, item and slice assignment, `del`,
  assigning a new list;
- the working directory: `os.chdir`, `os.fchdir`;
- `sys.modules`: `sys.modules[name] = ...`, `del sys.modules[name]`,
  `pop`, `update`, `setdefault`, `clear`;
- `locale.setlocale(category, value)` (a call without a value only reads),
  `socket.setdefaulttimeout(...)`, `logging.disable(...)`
  (`setdefaulttimeout(None)` and `logging.disable(logging.NOTSET)` put the
  defaults back and are not reported);
- an attribute of an imported module or class: `config.DEBUG = True` after
  `import app.config as config`, `Settings.timeout = 1`, `sys.excepthook =
  ...`, `del config.CACHE`, `setattr(config, "DEBUG", True)`. The owner is
  a module or class when it is bound by `import`, found as a module or a
  class in the project or on `sys.path`, or (found nowhere) named in
  CapWords; other imported objects (`flask.g`, a request-local proxy) are
  left alone, as is a module a test imported inside itself and that exists
  nowhere else (one it wrote). A parameter or local with the same name as
  an import is not the import. `sys.stdout`, `sys.stderr` and `sys.stdin`
  are not reported: pytest's output capturing puts them back after every
  test; nor is `warnings.showwarning`, which pytest's warnings plugin puts
  back (it runs every test inside `warnings.catch_warnings`).

Writing back the value the module itself gives an attribute when it is
imported (`registry._instance = None` where `registry.py` says `_instance =
None`, also through a constant of the test file holding that value,
`Defaults.Timeout = PORT_TIMEOUT` with `PORT_TIMEOUT = .05` where the
class says `Timeout = 0.05`, or through a parameter every call of its
function gives that value, `registry.ssl_available = ssl` in `def
run(client, ssl=True)` only ever called as `run(client)` or `run(client,
ssl=True)`, or the last value of a loop over constants written out,
`for ssl in [False, True]: registry.ssl_available = ssl`, or the same
construction of constants,
`timedelta(days=30)`, or the
same empty container, `Broker.waiters = {}` where the class body says
`waiters: dict = {}`; also an attribute of a module-level instance that
its class's `__init__` starts that way; or a value saved from another
attribute that starts as the same object, `saved = Packet.json` then
`Frame.json = saved` where both classes say `json = _json` of one
imported module; a class attribute declared in a base class of the
project counts, and so does a class the package re-exports, and a
starting value that names another one, followed there, `write_key =
Client.Defaults.write_key` with `write_key = None` in that nested class)
resets it to
where every test starts, and is not reported. Moving back to the
directory read before (`here = Path.cwd().resolve()` or `os.getcwd()`,
then `os.chdir(here)`) changes nothing either. After an earlier change
of the attribute it is that change's restore (reported as restored only if
nothing fails first when it is not in a `finally`). So is the same step
taken back (`Lease.version += 1`, then `Lease.version -= 1`), and a flag
flipped back (`= True`, then `= False`). Deleting an attribute of a
project module whose code never binds or spells out that name
(`delattr(sop_class, "FooStorage")` after the test's own
`register_uid(..., "FooStorage")` added it through `globals()`) leaves the
module as imported, and is not reported either.

A restore that takes an entry off one end of `sys.path` (`del sys.path[0]`,
`sys.path.pop(0)`, `sys.path.pop()`) undoes a change at that end only: an
`append` is not undone by `del sys.path[0]`. `remove(entry)` and putting a
saved copy back undo any change; an entry taken out with `remove(entry)`
is put back by a restore that adds one (`sys.path.insert(0, entry)` in
`tearDown` after the `remove` in `setUp`, also under the same `if`);
writing back a copy taken before (`saved = sys.path.copy()`, `sys.path[:]`, `list(sys.path)`, then
`sys.path = saved`) is such a restore, not a change of its own; so is
writing back a copy of a copy kept at import (`DEFAULTS =
copy.deepcopy(app.SETTINGS)` at the top of the file, then `app.SETTINGS =
copy.deepcopy(DEFAULTS)` in `setUp`), or of the value a `from ... import`
took when the file was imported (`from shop.stats import PERCENTILES`,
then `shop.stats.PERCENTILES = PERCENTILES`), or of what a class saved on
`self` (`self._previous = registry.index` in `__init__`, then
`registry.index = self._previous` in its `restore()`).

A change written in a lambda the test hands over (`shell.aliases["cd"] =
lambda args: os.chdir(args[0])`) happens whenever its holder calls it, not
in the test's own line, and is not reported.

Not reported when the old state comes back whatever the test's outcome, with
the same reasoning as TA701: inside `patch.object(sys, "path", ...)`,
`patch.dict(sys.modules)`, `patch("app.config.DEBUG", ...)`,
`contextlib.chdir(...)` or `tmpdir.as_cwd()`, a context manager or
decorator of the project whose own code restores it (a decorator factory
too, `@with_project(config=...)`, whose wrapper runs the test in a `with`
of a manager that restores, also a method of an instance the wrapper
makes, read where its class is defined, `CliRunner().isolated_filesystem()`
of an installed library), or one whose call
names the changed attribute by its dotted name (`Replace("app.config.DEBUG",
True)`, as `patch` does; a string naming only a module does not count); after
`monkeypatch.chdir`, `monkeypatch.syspath_prepend`,
`monkeypatch.setattr`/`setitem`/`delitem` of the same thing in the function
(also inside a function nested there that the function first uses after
that call: the replacement `monkeypatch.setattr` installs, whose write
monkeypatch's undo puts the original back over);
in a test that asks for `pytester` or `testdir` (they snapshot the working
directory, `sys.path`, `sys.meta_path` and `sys.modules`); in a `try` whose
`finally` restores it (also through a method of the class or a function
of the file it calls, or a function of the project that rebinds the
module's globals: `global _resolved; _resolved = False` in
`recorder.reset()` puts back `recorder._resolved`; called at the end of
the test instead, the message says the restore happens only if nothing
fails first), and the removals and put-backs of such a reset
helper; in a method of a helper class of the file when teardown code (a
`finally`, the code after a fixture's `yield`) calls a method on an
instance of it that restores the change (`state = Saved()`, `yield state`,
`state.restore()`); with a cleanup that restores it (registered by a
call, or by decorating the function, `@request.addfinalizer`); in teardown code
(after a fixture's or context manager's `yield`, teardown hooks, cleanup
functions); in setup hooks whose paired teardown restores it (a teardown of
a broader level counts too: `tearDownClass` for a test's change; a base
class's teardown, in another module of the project too, and a method of
a base the teardown calls, `self.teardown_defaults()` of a mixin; a cleanup the
class's `setUp` registers, `self.addCleanup(setattr, config, "VERSION",
real)`, runs after each test as a teardown does, and so do those of a
fixture of the file it uses, `self.useFixture(PathFixture())` whose
`_setUp` registers one; `self.addCleanup(mock.patch.stopall)`, or
`mock.patch.stopall()` in `tearDown`, puts back what every patcher the
class starts replaced (`mock.patch.multiple(native, kernel=DEFAULT).start()`
in `setUp` or a helper it calls), so a change to `native.kernel.Free` is
a change to that test's mock; the functions (module or nested ones)
handed to one call as its `setUp=` and `tearDown=`, as doctest's
`DocFileSuite` takes them, or in their places to unittest's
`FunctionTestCase(run, setUp, tearDown)`; a module the case keeps on `self`, `self.spool
= spool` after `import mailer.spool as spool`, is that module, so
`self.spool.os = self.old_os` in `tearDown` restores `spool.os`); a test's write of
the `sys.path` entry its class's `setUp` put at that end (`sys.path[0] =
other` after `sys.path.insert(0, ...)`: it goes when the setup's entry
does, and the setup's change is judged on its own); as the last
statement inside `pytest.raises`/`assertRaises`, or in a `try` that
the next statement fails (`Builder.SKIP = 1`, then `raise
AssertionError(...)`, under `except AttributeError:`); in any method of a helper
class (not a test class) whose `__exit__`/`__aexit__` restores it, directly
or through a method it calls (`enable()` paired with `disable()`); when an
applicable fixture (autouse, asked for, named by `usefixtures`, or asked
for by such a fixture) restores it after its `yield` or through a context
manager of the file its `yield` sits in, `importlib.reload` included
(also an autouse fixture the test class inherits from a base of the
project, a mixin's `with contextlib.chdir(tmp_path): yield`); in a
helper of the file whose every call puts the change back (a restoring
fixture applies to the calling test or fixture, the calling class's
teardown restores it, or a `finally` holds the
call or follows it with only more setup calls in between, in a
decorator's wrapper too, or the caller calls the helper again in its
teardown: an autouse fixture's `_empty_registry()` before and after its
`yield` starts and ends each test with the helper's state; a key the
helper takes as a parameter,
`sys.modules[name] = module`, is the argument each call gives it); in a
function handed to another process, or in a test pytest-forked runs in
a child process (`@pytest.mark.forked`); a working directory moved on
pyfakefs' fake file system (a test asking for its `fs` fixture, which no
fixture of the suite overrides, or whose class calls `setUpPyfakefs()`); at module level of a
`conftest.py`, in its autouse session fixtures, under
`if __name__ == "__main__":` (also in a function of the module only
called there, or at the top of a script kept beside the tests: a file
named like a test module that defines no test and runs through that
block, no test runner in it) and in `pytest_*` hooks.
Removing a `sys.modules` entry of a module found nowhere (not in the
project, the environment or the standard library: one the tests write
themselves, in a temporary folder; also every entry whose name starts so,
`if name.startswith("generated_"): del sys.modules[name]`) is not
reported, in a test or as the test module is imported, nor when the function imported
that module before (it unloads what it loaded) or imports it again after
(`sys.modules.pop(name)` then `importlib.import_module(name)`, to run its
import-time code afresh: the entry is back), or when it is the last thing
a test or helper does. A restore that runs only when nothing failed first,
and a change made when a test module is imported, get their own messages
(not when the module's own code undoes it as it is imported:
`sys.path.append(d)`, `import examples`, `sys.path.remove(d)`, nor a
`sys.path` entry that every other test module of its folder adds the same
way as it is imported: the suite's setup, written in each module, there
whichever module runs first; nor one a `conftest.py` of its folder or
above writes the same way at its top, which pytest imports first).

Nor is an attribute filled in where it is missing: set in an `except
AttributeError:` handler of a `try` that reads it (`try: Path.write_text`
then `Path.write_text = write_text`), or under `if not hasattr(socket,
"ssl"):` (also `setattr(owner, name, ...)` under `if not hasattr(owner,
name):` for names taken in a loop), which runs only where the attribute is
missing and changes nothing that existed.

A change in a branch that never runs is not reported either: `if not
patched:` in a test that does not ask for the `patched` fixture reads the
fixture's `def`, which is always true. A change in a helper method of a
collected test class that its test module never names again (not
collected, not called, not fetched by name, not decorated) is not
reported: it never runs. Nor is one in a function nested in another that
never names it (a `def _cleanup(): delattr(...)` left unregistered).

A write below a holder the function itself gave an object of its own
before (`driver.lib = library.return_value`, or a call's result, then
`driver.lib.GetCount.return_value = 1`) sets up that object: only the
holder's write can leak, and only it is reported. Below a holder given an
object of the module's (`driver.lib = settings.DEFAULT_LIBRARY`), both are.

Several changes of the same thing in one function with the same verdict
(`colors.use_color = 4`, then `= 3`, then `= 2`, put back once at the end)
are one report, on the first: one fix covers them all.

## Why it is bad
`sys.path`, the working directory, imported modules and their attributes
are shared by every test in the process. A test that changes them and
leaves them changed makes later tests depend on whether it ran before
them: they import a different module, resolve relative paths elsewhere,
or run with a flag flipped. Such failures come and go with test order and
selection and point far away from their cause.

## Example
```python
import os
import sys

import app.config as config


def test_plugins_load_from_extra_folder(tmp_path, load_plugins):
    sys.path.insert(0, str(tmp_path))
    os.chdir(tmp_path)
    config.DEBUG = True
    assert load_plugins() == []
```

## Use instead
`monkeypatch` records the old value and puts it back after the test:

```python
import app.config as config


def test_plugins_load_from_extra_folder(tmp_path, load_plugins, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(config, "DEBUG", True)
    assert load_plugins() == []
```

In a `unittest.TestCase`, whose tests get no pytest fixtures, the message
advises `unittest.mock.patch.object(...)` or `self.addCleanup(...)` instead
of `monkeypatch`.

## Options
None.
"""

from __future__ import annotations

from flake8_testarch.core.rule import Hit, Rule, calls_named
from flake8_testarch.rules.independence._advice import advice, told_already
from flake8_testarch.rules.independence import _changes as resources
from flake8_testarch.rules.independence._global_state import changes_at, verdict

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = (
    "small: monkeypatch (setattr, syspath_prepend, chdir), or restore it in a finally"
)

RULE = Rule(
    code="TA702",
    name="global-state-change-without-restore",
    summary="process-global state (sys.path, cwd, sys.modules, module attributes...) "
    "changed by test code and not put back",
    message="{what} changed without restore, later tests see it; {fix}",
    variants={
        "partial": "{what} changed and restored on line {line} only if nothing fails first; "
        "restore it in a finally, or {fix}",
        "import": "{what} changed when the test module is imported, for every test collected "
        "with it; do it in conftest.py or the pytest configuration",
    },
)

_AFTER = "in a finally or after a fixture's yield"
_FIXES = {
    (resources.SYS_PATH, "set"): "use monkeypatch.syspath_prepend",
    (resources.SYS_PATH, None): "use monkeypatch.setattr(sys, 'path', [...])",
    (resources.META_PATH, None): "use monkeypatch.setattr(sys, 'meta_path', [...])",
    (resources.PATH_HOOKS, None): "use monkeypatch.setattr(sys, 'path_hooks', [...])",
    (resources.CWD, None): "use monkeypatch.chdir",
    (resources.MODULES, "set"): "use monkeypatch.setitem(sys.modules, ...)",
    (resources.MODULES, "delete"): "use monkeypatch.delitem(sys.modules, ...)",
    (resources.MODULES, None): "use patch.dict(sys.modules)",
    (resources.LOCALE, None): f"save locale.setlocale(category) and restore it {_AFTER}",
    (resources.SOCKET_TIMEOUT, None): f"save socket.getdefaulttimeout() and restore it {_AFTER}",
    (resources.LOGGING_DISABLE, None): f"call logging.disable(logging.NOTSET) {_AFTER}",
    (resources.ATTRIBUTE, "delete"): "use monkeypatch.delattr",
    (resources.ATTRIBUTE, None): "use monkeypatch.setattr",
}


def _fix(change) -> str:
    return _FIXES.get((change.resource, change.verb)) or _FIXES[(change.resource, None)]


def _visit(node, ctx):
    changes = changes_at(node, ctx)
    if not changes:
        return ()
    return list(_hits(changes, ctx))


def _hits(changes, ctx):
    for change in changes:
        if change.resource == resources.ENV:
            continue
        found = verdict(change, ctx)
        if found is None or told_already(change, found, ctx):
            continue
        fix = advice(_fix(change), ctx, "state")
        fields = {"what": change.what, "fix": fix, "line": found.line}
        variant = None if found.kind == "plain" else found.kind
        yield Hit(change.node, fields, variant=variant)


@calls_named(resources.CALL_NAMES)
def visit_Call(node, ctx):
    return _visit(node, ctx)


visit_Assign = _visit
visit_AugAssign = _visit
visit_AnnAssign = _visit
visit_Delete = _visit
