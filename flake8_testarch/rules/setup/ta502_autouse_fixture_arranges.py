"""An autouse fixture that arranges state before every test.

## What it flags
A fixture declared with `autouse=True` (`@pytest.fixture(autouse=True)`,
`@fixture(autouse=True, scope=...)` from `from pytest import fixture`,
`pytest_asyncio.fixture`, under any import alias, or a module-level
`autouse = pytest.fixture(autouse=True)` used as a decorator), in a test
file or a `conftest.py`, when the part that runs before the test changes
something:

- in a generator fixture, what runs before its `yield`: calls
  (`monkeypatch.setattr(...)`, `server.start()`, `await db.create()`),
  assignments to attributes, items or globals (`self.client = ...`,
  `os.environ["X"] = ...`), `del`, and context managers the `yield` sits in
  (`with patch(...): yield`);
- in a plain (non-generator) fixture, its whole body, which all runs
  before the test;
- a fixture parameter the body never uses: another fixture requested only
  for its side effect (`def _db(database): pass`), not one of pytest's
  own that changes nothing until it is used (`monkeypatch`, `tmp_path`,
  `request`; `capsys` and `caplog` start capturing, so they count).

The report sits on the fixture's `def` line and names the first line that
arranges.

Not reported, because they prepare nothing the test could depend on:
docstrings, `pass`, `assert`s, `print`, `warnings.warn`, skips (`pytest.skip`, `if ...:
pytest.skip(...)`); silencing warnings (`warnings.filterwarnings("ignore",
...)` or `simplefilter("ignore")`, in `catch_warnings()` or not: as a
`filterwarnings` mark does; a filter turning warnings into errors still
counts); registering cleanup (`request.addfinalizer`,
`addCleanup`); pointing an environment variable at a folder made fresh
for the run (`os.environ["XDG_CONFIG_HOME"] =
str(tmpdir_factory.mktemp("config"))`, `monkeypatch.setenv(...)` of a
`tmp_path_factory.mktemp(...)` or `tempfile.mkdtemp()` folder): it keeps
the machine's own configuration out, and no test knows that folder (one
set to `tmp_path`, which a test shares, still counts), also a folder made
inside it (`home = factory.mktemp("mock") / "home"`, `home.mkdir()`) and
set with the fixture's own `pytest.MonkeyPatch()`, or joined to it,
`os.path.join(tempfile.mkdtemp(), "apprc")`; a fresh folder
the `yield` sits in, `with tempfile.TemporaryDirectory() as folder:
yield folder` (testfixtures' `TempDirectory()` too); saving a value
into a local name to restore it after the `yield` (`old =
sys.gettrace()` ... `sys.settrace(old)`), or a copy an object takes of
its own state for the fixture to put back (`config.backup()` with
`request.addfinalizer(config.restore)`, or `config.restore()` after the
`yield`; a method named for a backup, snapshot or checkpoint, given
nothing), or working one out by reading
(also with the standard library's questions about the machine,
`platform.system()`, `os.path.exists(...)`, `shutil.which(...)`, in a
value kept or thrown away) and yielding it (`folder = str(tmp_path / "queue")`: only a test that
asks for the fixture by name gets it), also giving an attribute to a
function or class the fixture defines before it returns it (`fake_open.written
= written`: no other code holds it yet); calls without arguments that put
state back where every test starts
(`structlog.reset_defaults()`, `clear_contextvars()`, `restore_*()`,
`gc.collect()` clearing the garbage earlier tests left,
`find_python.cache_clear()` emptying functools' cache, or a
project function whose body only empties its module's containers,
`forget_locations()` doing `_locations.clear()`, or a class method of
the project's class or the file's that only gives class attributes back
the values the class declares them with, `Printer.cleanup()` doing
`cls.seen = defaultdict(list)` under `seen = defaultdict(list)` (also
through a parameter left to its default, `cls.answer = answer` with
`answer=None`), or a function of the
file or the project that only deletes files, `purge_files()` unlinking
what earlier runs left, or such a deletion written out, `os.remove(OUT)`),
the branch of an `if` on a flag the module sets once that never runs
(`if SAVE_TEST:` with `SAVE_TEST = False`), and calls of the
project's setters given constants that are the values their state starts
with, read from the project's code
(`set_active(True)`, where `set_active` does `CONFIG.is_active =
bool(active)`, `CONFIG` is a module-level instance and its class's
`__init__`, through the property's setter, starts it at `True`; also a
module global under `global`, a class-level default, and a parameter's
default value), a `setattr` that writes an attribute back its own value
(`monkeypatch.setattr(pkg.config, "FILES", config.FILES)`, both names
for one module), and plain writes of that starting value, a constant or an
empty container, to a module global (the file's own too, `global _runs`
then `_runs = 0`), a class attribute (declared in the
class or a base class of the project) or an attribute of
a module-level instance (`caches._caches = {}` where `caches =
CacheHandler()` and `CacheHandler.__init__` sets `self._caches = {}`),
also through `setattr` (`monkeypatch.setattr("pkg.registry._REGISTRY",
{})` where the module starts with `_REGISTRY = {}`) or a patch given
that value (`mocker.patch.object(Tool, "_root", None)` where the class
says `_root = None`, also as the `with` the `yield` sits in), and a context
variable of the project set to the default it is made with
(`scope.current.set(None)` where the module makes `current =
ContextVar("current", default=None)`);
handing a
requested fixture to the test (`self._caplog = caplog`,
`request.instance.patching = patching`) when
pytest or a plugin provides it, or the project's own arranges nothing before
its `yield`; a baseline the
code after the `yield` only compares with (`before =
threading.active_count()` ... `assert threading.active_count() ==
before`), or combines with an operator whose result it checks (`leaked =
set(threading.enumerate()) - running`); a value read before the `yield`
that only the code after it drives (`loop = asyncio.get_running_loop()`
... `loop.run_until_complete(...)` in the teardown), or whose attributes
it only reads before (`root = logging.getLogger()`, `handlers =
root.handlers[:]`, `level = root.level`, put back after the `yield`; a
method called on it before, `root.setLevel(...)`, still arranges); a statement
repeated word for word after the `yield`
(`os.unlink(SOCKET)` before and after each test: it clears what a
crashed run left, so every test starts clean), also when it sits in a
guard on either side (`ctx.set(None)` under `if ctx.get() is not None:`
in a `try` before, again in a `try` after); a `raise`
(`raise NotImplementedError` in a base class: the
fixture fails, nothing is arranged); a gate that probes a service with an
object it makes for the probe and keeps nowhere (`client = Redis();
client.info(); client.close()`, `Client().ping()`, or hands only to a
call that tries it, `storage = connect(url)`, then `strategy(storage)`,
keeping its answer only to decide, `reachable = probe(client)`, then `if
not reachable: pytest.skip(...)`),
when a decorator of the project turns its errors into
`pytest.fail`/`pytest.skip` or a `try` of its own does (also as `return
pytest.skip(...)`): it checks that the service is there, like a skip (a
probe that changed the service, `client.flushall()`, would not be told
apart); requesting a fixture of the file, a
`conftest.py` or a plugin module of the project that itself arranges
nothing before its `yield`; records kept for the run's report: writes
into a module-level container that the file reads only in pytest's hook
functions (`SERVER_INFO["cache"] = info`, read by
`pytest_report_header`), of values the fixture read for that record
alone (`info = cache_client.version()`); snapshots that only
restore on exit (`with patch.dict(sys.modules): yield`, also emptied
for a clean slate, `with patch.dict(os.environ, clear=True): yield`, `with
patch.object(sys, "path", list(sys.path)): yield`, `with
warnings.catch_warnings(): yield`); environment variables taken away for
every test (`monkeypatch.delenv("TERM", raising=False)`, `saved =
os.environ.pop("TERM", None)` put back after the `yield`, `del
os.environ["VISUAL"]`), a clean slate as `patch.dict(os.environ,
clear=True)` is; modules forgotten so that each test imports them afresh
(`del sys.modules[name]`, `sys.modules.pop(name, None)`); and a fixture that does all its work
after the `yield`. Nor is an autouse fixture given `params=` (every test
runs once per value: a matrix meant for all of them). Nor is a fixture of
a test file that every test it
applies to there asks for by name anyway (as a parameter, in a
`usefixtures` mark, or through an `indirect` parametrize; `autouse` is redundant: no test
hides what it starts from), or the fixture of a class pytest or unittest
collects and runs tests of: written above the tests it serves, it is that
class's `setUp` in pytest's dress (`self.cart = Cart()`, a frozen clock,
a path put on `sys.path` and taken off after the `yield`), TA501's to
report. A base class's fixture still is reported (it reaches the tests
of every class that inherits it, wherever they are written), except one
that sets attributes of `self` to things it makes itself and every test
of the class reads them, as after a `setUp`, or that only builds objects
onto `self` (instances it constructs, or the class's own factory makes,
`self.get_drainer("gevent")`, after an `importorskip`; constants) and
some test reads them (a test that does not is not touched; a class
whose tests all come from its bases counts as read). A constant or an empty container put on `self`
(`self.tasks = []`, `self._client = None`, slots its teardown reads)
arranges nothing: pytest makes a fresh instance for every test. A fixture
of a class skipped without a condition (`@pytest.mark.skip`,
`@unittest.skip`) never runs and is not reported.

## Why it is bad
An autouse fixture runs for every test in its scope, whether the test needs
it or not, and nothing in the test says so. A reader cannot see the state a
test starts from, a failing test points at code it never mentions, and the
fixture becomes a place where unrelated arrangements accumulate.

## Example
```python
import pytest


@pytest.fixture(autouse=True)
def logged_in_admin(client):
    client.login("admin", "secret")
    yield
    client.logout()


def test_dashboard_lists_reports(client):
    assert "Reports" in client.get("/dashboard").text
```

## Use instead
Request the arrangement by name in the tests that need it. An autouse
fixture that only restores state after the test is fine:

```python
import logging

import pytest


@pytest.fixture
def admin_client(client):
    client.login("admin", "secret")
    yield client
    client.logout()


def test_dashboard_lists_reports(admin_client):
    assert "Reports" in admin_client.get("/dashboard").text


@pytest.fixture(autouse=True)
def undo_logging_disable():
    yield
    logging.disable(logging.NOTSET)
```

## Options
None.
"""

from __future__ import annotations

from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.rules.setup._arranging import first_arranging
from flake8_testarch.rules.setup._autouse import (
    every_test_asks_for_it,
    in_a_skipped_class,
    in_a_test_class,
    is_autouse_fixture,
    parametrizes_every_test,
    sets_what_its_tests_read,
)

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "medium: make the fixture one the tests that need it ask for"

RULE = Rule(
    code="TA502",
    name="autouse-fixture-arranges",
    summary="an autouse fixture that arranges state before every test",
    message=(
        "autouse fixture '{name}' arranges state before every test (line {line}); "
        "request it by name in the tests that need it, or only restore state after 'yield'"
    ),
)


def visit_FunctionDef(node, ctx):
    if not node.decorator_list or not is_autouse_fixture(node, ctx):
        return ()
    if in_a_skipped_class(ctx):
        return ()  # its tests never run, and neither does the fixture
    if every_test_asks_for_it(node, ctx):
        return ()  # nothing is hidden: each test names it
    if parametrizes_every_test(node):
        return ()  # a matrix every test runs through
    if in_a_test_class(ctx) or sets_what_its_tests_read(node, ctx):
        return ()  # a setUp in pytest's dress: TA501's
    culprit = first_arranging(node, ctx)
    if culprit is None:
        return ()
    return (Hit(node, {"name": node.name, "line": culprit.lineno}),)


visit_AsyncFunctionDef = visit_FunctionDef


def applies_to(ctx) -> bool:
    """Whether the file's text says ``autouse`` at all: an autouse fixture, or
    an alias of the decorator, is written with it."""
    return "autouse" in ctx.text
