"""A mock that stands in for a real object but has no spec.

## What it flags
In test files and `conftest.py`:

- `patch(...)`, `patch.object(...)` and `patch.multiple(...)` (from
  `unittest.mock`, the `mock` backport, or `mocker.patch...` of pytest-mock)
  as a decorator, a context manager or a started patcher (the target
  written out, a name bound to it, `patch(TARGET)`, or a text built of
  such names and literals, `patch(f"{MODULE}.uvicorn")`), when they replace
  the target with a plain `MagicMock`: no `autospec=True`, `spec`,
  `spec_set`, and no explicit replacement (`new`, given by keyword or as the
  positional argument after the target, or `new_callable`). A
  `new_callable` that is itself `Mock`/`MagicMock`/`AsyncMock` is no
  replacement of its own, and `patch.multiple` is reported when one of its
  attributes is left to `DEFAULT`. `return_value=` and `side_effect=` do
  not make a spec: the mock still accepts any call and any attribute.
- `Mock()`, `MagicMock()`, `AsyncMock()`, `NonCallableMock()` and
  `NonCallableMagicMock()` without `spec`/`spec_set` (or a first positional
  argument, which is the spec) or `wraps`, when the test makes the mock
  impersonate an object with an interface:
  - its constructor configures attributes (`Mock(status=200)`,
    `Mock(**{"read.return_value": b""})`);
  - it is handed to `patch(..., new=...)`, `patch.object(..., new)`,
    `patch.multiple(..., name=Mock())` or `monkeypatch.setattr(...)` as the
    replacement of a real object;
  - the name it is bound to (`conn = Mock()`, or `self.conn = Mock()` in a
    test class) is used with attributes that are not the mock's own API,
    in the same function (or class), where the test configures or checks
    them: `conn.send.assert_called_once()`, `conn.closed = False`,
    `del conn.fileno`, `conn.return_value.read.return_value = b""`,
    `conn.configure_mock(...)`; a name bound to a new mock again is that
    mock's from there on (`writer = MagicMock()` twice in one test);
  - a fixture returns or yields it and a test or fixture of the same file
    that asks for that fixture configures or checks its attributes.

Not reported, on purpose:

- a mock used only as a callable or a sentinel: a callback recorder
  checked with `assert_called_once_with` (also one given a dunder such as
  `__name__=` to pass for a function), `Mock(return_value=3)` handed to
  the code under test, `MagicMock()` passed where any object will do, a
  mock given as `side_effect=`, a parent that other mocks are attached to
  (`recorder.attach_mock(charge, "charge")`) to record the order of their
  calls, a namespace the test hangs its own mocks on (`handlers.on_add =
  Mock()`, or `attach_mock`: what is then done with `handlers.on_add` is
  about that mock), or its own classes and functions, at any depth (a
  stand-in module, `fake_driver.errors.Refused = Refused` where the file
  defines `Refused`): there is no real counterpart to spec it against;
- attributes that are only read (`fake.name`, `fake.read()`): the test may
  rely on a mock answering anything (an object that must not be mistaken
  for a namedtuple), and the reads alone say no interface is expected;
- a name also bound to something else in its scope (`uvloop = Mock()` in
  an `except ImportError:` after `import uvloop`);
- `patch.dict`, `create_autospec`, `mocker.spy`, `mocker.stub`, mocks
  built with `mock_add_spec`, patches with `wraps=` (a spy runs the real
  code) or `create=True` (there may be no original to spec from), and
  calls that pass `*args`/`**kwargs` the linter cannot see;
- a patch that only changes what one call does: a tripwire whose
  `side_effect=` is an exception (`side_effect=OSError`, or a module's own
  `socket.error`, or a project class whose bases make it an exception,
  `errors.NotFound` with `class NotFound(LookupFailure)` and `class
  LookupFailure(Exception)`, or a class the file itself expects raised or
  catches, `pytest.raises(shell.Timeout)`, or one the test built first,
  `side_effect=error`, also
  awaited, `new_callable=AsyncMock`: the
  code under test must not get that far, or its handling is tested; also
  armed after the patch, `m.side_effect = TimeoutError` (or an exception
  the test built first, `error = ConnectionError(); m.side_effect =
  error`), or on the patched attribute where it lives,
  `module.name.side_effect = OSError()` under `with patch.object(module,
  "name"):`, when the test reads the mock for nothing else), a spy whose
  `side_effect=` is the original or a function of the file that hands
  every argument it gets on to the original (saved before the patch: `real
  = Poll.objects.bulk_create`, then `def spy(*args, **kwargs): real(*args,
  **kwargs)`; a library's `pycares.Channel` saved and patched as
  `aiodns.pycares.Channel`, through the module that imported it; also set
  after the patch, `m.side_effect = spy`), or a subclass of the patched
  class whose `__init__` hands every argument on to `super().__init__`
  (`side_effect=SlowLevel`: the mock makes real instances), and a
  standard-library function stubbed with `return_value=`/`side_effect=`
  (`patch("time.time", return_value=0)`, `patch.object(random, "random",
  return_value=0)`: its signature is Python's, it does not drift with the
  project). The same holds for a mock handed to the patch as the
  replacement (`patch("time.sleep", Mock(side_effect=OSError))`,
  `patch("signal.signal", MagicMock())`, `monkeypatch.setattr(os, "chown",
  Mock())`, `patch.multiple(Path, exists=MagicMock(return_value=True))`; a
  tripwire installed with `monkeypatch.setattr(target,
  Mock(side_effect=OSError()))` whatever the target), and for one
  configured after the patch when the test sets nothing on it but what its
  calls return or raise and checks nothing but its calls (`with
  patch("os.getcwd") as getcwd: getcwd.return_value = "/srv"`; also where
  a function of the file the test hands the mock to uses it, and through
  an assertion library, `expect(m).to.have.been_called`; not when it sets
  attributes of what the call returns, `stat.return_value.st_size = 18`:
  that describes an object's interface, which a spec of the returned mock
  pins), or left bare (`with patch("time.sleep"):`, a mock the test never
  reads or a fixture only yields; also through a project module that
  imported it, `patch("pkg.net.time.sleep")`), wherever the mock is bound:
  a `with`, a decorator of the test or of its class (`@patch.object(os,
  "chdir")` on a `TestCase`), a started patcher (`self.setsid =
  patcher.start()`), or the mock pytest-mock's `mocker.patch(...)` hands
  back (`fetch = mocker.patch(...)`); hanging it on a recorder with
  `attach_mock` checks its calls. A class of the standard library or of an
  installed library (not found in the project: `urllib3.PoolManager`) is
  left alone too when the test tells it what to build
  (`patch("ssl.SSLContext", return_value=context)`, the `context` it
  builds included, also made in place, `return_value=MagicMock(pid=1)`,
  or `return_value` set
  after the patch, and the mock read for nothing else; also a list of what
  each call gives, `side_effect=[OSError(), fake]`): a spec would only
  shape the instance that is replaced;
- a patch of what a standard-library function built (`log =
  logging.getLogger("app")`, then `patch.object(log, "warning")`, or the
  call written in place of `log`), judged as the standard-library callable
  it is; a function of an installed library (found in the environment,
  declared as a runtime dependency, or imported by the project or the test
  file under `except ImportError` as an optional one, or a package found
  nowhere while the file's imports of the project are found: a library
  this environment lacks; not a package of the project:
  `oauthlib.common.generate_nonce`), a project module's alias of a builtin
  (`ask = input`) or of a standard function (`clock = time.perf_counter`),
  a standard function its star import brings (`patch("shop.paths.isfile")`
  where shop/paths.py does `from os.path import *` and writes no `isfile`
  of its own), a builtin it uses without binding it (`patch("shop.ssh.open")`; not a
  method named like a builtin, `Order.objects.filter`, `Client.__init__`)
  and a method a project class inherits from the standard library without
  defining it (`patch("shop.log.SessionLog.debug")`, a
  `logging.LoggerAdapter`) count as the standard library's functions
  above, and so does a method of an object the test built with a call of
  either library (`client = SmsClient(key)`, then
  `patch.object(client.http, "send", return_value=resp)`; also kept on
  `self` by the class or a base of it, `self.client = SmsClient(key)` or
  `self.loop = asyncio.new_event_loop()` in `setUp`), or held by a
  project class the test built (`vault._guard`, which `Vault()` sets to
  `asyncio.Condition()`); and so does the call of a class the test does
  not name, patched through an object's type (`patch.object(type(
  client.transport.fetch), "__call__")`, a stub a library builds), when
  the mock only answers and its calls alone are checked;
- a patch of a name of the project that holds what a standard-library
  call built (`log = logging.getLogger("shop")`, patched as
  `shop.workers.log`), or a method of it (`patch.object(workers.log,
  "warning")`, `patch("shop.workers.log.isEnabledFor")`): the mock stands
  in for Python's own object;
- a hand-built mock the test installs in place of a standard-library class
  or function (`monkeypatch.setattr("subprocess.Popen", popen)`), of what
  a standard-library call built or a method of it, the mock only answering
  (`patch.object(logger, "warning", Mock())`, `logger =
  logging.getLogger(...)` in the project), or module (a project module's
  import of one, `monkeypatch.setattr("shop.net.time", clock)`, also
  handed to `patch` as its replacement, `patch("shop.layout.shutil",
  fake)`, or the
  module itself in `sys.modules`, `patch.dict("sys.modules",
  getpass=fake)`, `monkeypatch.setitem(sys.modules, "termios", fake)`),
  or of a standard-library object, bound first or written in the patch
  (`patch("sys.stdin", Mock(read=Mock(return_value="x")))`, or as what a
  patched standard-library function returns, `patch.object(ssl,
  "create_default_context", return_value=context)`, or what a function of
  the file put in place of one returns, `patch("subprocess.run",
  finished)` where `finished` returns `Mock(returncode=0)`, also linked after the
  patch, `poll.return_value = poller` (or as one part of what it returns,
  `open_connection.return_value = (reader, writer)`, or as what one call
  returns in turn, `post.side_effect = [ok, refused]`), or an installed library's,
  `patch("aiohttp.ClientSession.post")` then `post.return_value =
  response`, also made in place for a method of the instance a patched
  library class builds, `finder.return_value.lookup.return_value =
  Mock(port=80)`; a function replaced by a mock given attributes,
  `Mock(st_size=3)` for `os.stat`, is still reported: those belong to what
  it returns), or gives only attributes of Python's file objects
  (`Mock(closed=False)`, `stdout.isatty.return_value = True`,
  `stream.seek.side_effect = ...`: a stand-in for a stream; not when a
  parameter it is handed to is annotated), or only hands where the
  project's code expects a standard-library object, read from the
  parameter's annotation (`procs: Collection[subprocess.Popen]`, also the
  module's alias `PopenText = subprocess.Popen[str]`, `publisher:
  Connection`; also made where it is handed over, `sot.add_command(words,
  [Mock(option_strings=["-v"])])` with `actions: list[argparse.Action]`,
  through a method of an instance of the project's class): it impersonates
  Python's own class;
- a patch of a class the test defines in its own body (`class Scratch:
  ...` then `patch.object(Scratch, "size")`), or that the test file
  defines with no base class: the test made that interface, so there is
  no contract to drift from (a class of the file that derives from
  another may inherit the project's methods, and is still read);
- a standard-library object or class patched whole whose mock the test
  only uses through its methods' results and calls (`patch("os.environ")`
  then `environ.get.return_value = "1"`; `datetime.datetime` with
  `now.return_value` set; a method given a name of its own whose calls
  alone are checked, `write = stdout.write`, `write.assert_called_once()`;
  also a standard module as a module of the
  project imports it, `patch("shop.client.os")` then
  `os_mock.urandom.return_value = b"k"`, what a function returns checked
  by its methods' calls, `logging_mock.getLogger().addHandler.
  assert_called_once()`, a submodule's function, `logging_mock.handlers.
  RotatingFileHandler.assert_not_called()`, or a function of it replaced by
  assignment, `socket_mod.socket = Mock(side_effect=OSError)`; a class
  through the instance it
  builds, `popen().communicate.return_value = (b"", b"")`, `popen().
  returncode = 0`, also reached through `return_value` for a class named
  in CapWords, `selector.return_value.select.side_effect = [...]`, or a
  name given to it, `parser = mock_parser.return_value`, also in a helper
  of the file or a method of the test's class the mock is handed to; an
  installed library's class as a project module imports it,
  `patch("app.sender.requests.Session")`, and a stand-in made what its
  instance's method returns; also an attribute of a project class whose
  methods set it only to a standard or installed library's object,
  `self.session = requests.Session()`, patched as `patch.object(client,
  "session")`, and a hand-built mock made what one of its methods returns,
  `session.get.return_value = response`): in effect a stub of those
  methods, whose interface is Python's or the library's own;
- a patch, or a mock made and installed (`monkeypatch.setitem(sys.modules,
  "termios", fake)`, or by a factory, `patch(target, lambda: fake)`),
  only checked never to be called, itself or a method
  (`m.assert_not_called()`, `assert not m.tcsetattr.called`, `assert not
  m.return_value.close.called` for a patched class's instance, at any
  depth, `m.filter.return_value.delete.call_count == 0`; read where
  the name holds that patch, when `with patch(...) as m:` binds it again;
  its `return_value`/`side_effect` set too, which matter only if that
  check fails anyway): a tripwire has no signature to get wrong;
- protocol-only configuration (`m.__enter__`, `m.__iter__`, `m["key"]`),
  unless an attribute of the result is then configured or checked.

## Why it is bad
A mock without a spec answers every attribute and accepts every call. When
the real object renames a method, drops a parameter or changes what it
returns, the code under test breaks in production while the test, talking
to the mock, stays green. A misspelt attribute in the code under test goes
unnoticed the same way. `autospec=True`, `spec=` and `create_autospec()`
make the mock refuse what the real object would refuse, so the test breaks
together with the contract it depends on.

## Example
```python
from unittest import mock


@mock.patch("shop.billing.gateway")
def test_refund_is_sent(gateway):
    gateway.refund.return_value = True
    assert gateway.refund(10)
```

```python
from unittest.mock import Mock


def test_receipt_is_mailed(checkout):
    mailer = Mock()
    checkout.finish(mailer)
    mailer.send.assert_called_once()
```

## Use instead
```python
from unittest import mock
from unittest.mock import Mock, create_autospec

from shop.mail import Mailer


@mock.patch("shop.billing.gateway", autospec=True)
def test_refund_is_sent(gateway):
    gateway.refund.return_value = True
    assert gateway.refund(10)


def test_receipt_is_mailed(checkout):
    mailer = create_autospec(Mailer, instance=True)
    checkout.finish(mailer)
    mailer.send.assert_called_once()


def test_each_item_is_visited(cart):
    visit = Mock()
    cart.each(visit)
    assert visit.call_count == len(cart)
```

## Options
None.
"""

from __future__ import annotations

import ast

from flake8_testarch.rules.mocking._file_mocks import (
    a_mock_made_here, file_mocks, only_mocks_bound, returns_name, used_by_consumers,
)
from flake8_testarch.rules.mocking._mock_usage import configured_attributes, mock_usage
from flake8_testarch.rules.mocking._stand_ins import (
    answers_for_a_standard_function, configured_as_a_file, installs_a_standard_stand_in,
    made_as_what_a_standard_patch_returns, made_where_handed_to_a_standard_parameter,
    replaces_the_standard_library,
    returned_by_a_standard_replacement,
    stands_in_for_a_standard_object,
)
from flake8_testarch.rules.mocking._stubs import (
    a_class_of_the_test,
    a_tripwire_never_called,
    binding_window,
    checked_never_called,
    built_by_the_standard_library,
    stands_in_for_a_call,
)
from flake8_testarch.rules.mocking._standard_stubs import stubbed_through_standard_methods
from flake8_testarch.suite.collection import Role, fixture_spec
from flake8_testarch.syntax import dotted_name
from flake8_testarch.core.rule import Hit, Rule, calls_named
from flake8_testarch.rules.mocking._mocks import (
    CONSTRUCTORS,
    PATCH_MULTIPLE_OWN,
    PATCH_POSITIONS,
    SPEC_POSITIONS,
    argument,
    has_keyword,
    has_splat,
    is_mock_name,
    is_nothing,
    last_name,
    mock_member,
    patch_call,
    target_text,
)

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = (
    "mechanical for patches ('flake8-testarch fix' adds autospec=True); a "
    "Mock used as an object needs spec="
)

RULE = Rule(
    code="TA602",
    name="mock-without-spec",
    summary="a mock without a spec: a patch without autospec, a spec-less Mock used as an object",
    message=(
        "{call}({target}) replaces {what} with a MagicMock without a spec; pass autospec=True "
        "(or spec=/spec_set=, or the replacement as new=)"
    ),
    variants={
        "mock": "{call}() has no spec but is used as an object ({evidence}); pass spec= or "
        "spec_set= with the real class, or build it with create_autospec()",
    },
)


# --- bindings ---------------------------------------------------------------------


def _visit_assignment(node, ctx):
    value = node.value
    if not a_mock_made_here(value):
        return ()
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    for target in targets:
        if isinstance(target, ast.Name):
            scope = ctx.current_function or ctx.semantic.enclosing_class(ctx.scope) or ctx.tree
            key = target.id if not isinstance(scope, ast.ClassDef) else f"self.{target.id}"
            file_mocks(ctx).bound[value] = (key, scope)
            break
        if (
            isinstance(target, ast.Attribute)
            and isinstance(target.value, ast.Name)
            and target.value.id in ("self", "cls")
        ):
            scope = ctx.semantic.enclosing_class(ctx.scope)
            if scope is not None:
                file_mocks(ctx).bound[value] = (f"self.{target.attr}", scope)
            break
    return ()


visit_Assign = _visit_assignment
visit_AnnAssign = _visit_assignment


# --- calls --------------------------------------------------------------------------


_PATCHERS = frozenset({"patch", "object", "multiple", "setattr"})


@calls_named(CONSTRUCTORS | _PATCHERS)
def visit_Call(node: ast.Call, ctx):
    name = last_name(node.func)
    if name in CONSTRUCTORS:
        return _check_constructor(node, ctx)
    if name in _PATCHERS:
        return _check_patcher(node, ctx)
    return ()


def _check_constructor(node: ast.Call, ctx):
    member = mock_member(node.func, ctx)
    if member not in CONSTRUCTORS:
        return
    spec, spec_set, wraps = SPEC_POSITIONS[member]
    if not (
        is_nothing(argument(node, spec, "spec"))
        and is_nothing(argument(node, spec_set, "spec_set"))
        and is_nothing(argument(node, wraps, "wraps"))
    ):
        return
    evidence = configured_attributes(node)
    if evidence is False:  # **kwargs the linter cannot see
        return
    state = file_mocks(ctx)
    if node in state.standard_stand_ins:
        return
    if evidence is None:
        evidence = state.replacements.get(node)
    fixture = state.returned.get(node)
    window = None
    if evidence is None and node in state.bound:
        key, scope = state.bound[node]
        if only_mocks_bound(key, scope, ctx):
            window = binding_window(node, key, scope, ctx)
            evidence = mock_usage(scope, state.usage, ctx.semantic, window).get(key)
            if evidence is None and returns_name(scope, key, state):
                fixture = scope
    places = [state.bound[node]] if node in state.bound else []
    if evidence is None and fixture is not None and ctx.role(fixture) is Role.FIXTURE:
        name = fixture_spec(fixture, ctx.semantic)[0]
        evidence = used_by_consumers(name, ctx, state)
        places += [(name, consumer) for consumer in state.consumers.get(name, ())]
    if evidence and not (
        stands_in_for_a_standard_object(places, ctx)
        or made_where_handed_to_a_standard_parameter(node, ctx)
        or made_as_what_a_standard_patch_returns(node, ctx)
        or returned_by_a_standard_replacement(node, ctx)
        or node in state.bound and checked_never_called(*state.bound[node], ctx, window)
        or node in state.bound and installs_a_standard_stand_in(*state.bound[node], ctx)
        or configured_as_a_file(node, places, ctx)
    ):
        call = dotted_name(node.func) or member
        yield Hit(node, {"call": call, "evidence": evidence}, variant="mock")


def _visit_return(node, ctx):
    """``return Mock()`` / ``yield Mock()``: a fixture may hand the mock to tests."""
    value = node.value
    if isinstance(value, ast.Call) and last_name(value.func) in CONSTRUCTORS:
        function = ctx.current_function
        if function is not None:
            file_mocks(ctx).returned[value] = function
    return ()


visit_Return = _visit_return
visit_Yield = _visit_return


def _check_patcher(node: ast.Call, ctx):
    member = patch_call(node, ctx)
    if member is None or member == "patch.dict":
        return
    state = file_mocks(ctx)
    if member == "setattr":
        string_form = len(node.args) == 2 and not has_keyword(node, "value")
        value = argument(node, 1 if string_form else 2, "value")
        if not a_mock_made_here(value):
            return  # only a mock made in the call is judged from it
        if stands_in_for_a_call(node, member, ctx, value, state.usage):
            return
        if replaces_the_standard_library(node, member, ctx, value):
            state.standard_stand_ins.add(value)
        else:
            state.note_replacement(value, "replaces a real object via monkeypatch.setattr")
        return
    if has_splat(node) and member != "patch.multiple":
        return
    new_at, spec_at, spec_set_at, autospec_at, new_callable_at = PATCH_POSITIONS[member]
    if member == "patch.multiple":
        news = [given for given in node.keywords if given.arg not in PATCH_MULTIPLE_OWN]
        if any(given.arg is None for given in node.keywords):
            return
        for given in news:
            if not answers_for_a_standard_function(node, given, ctx):
                state.note_replacement(given.value, f"replaces {given.arg} via patch.multiple")
        defaults = [given.arg for given in news if is_mock_name(given.value, ctx, {"DEFAULT"})]
        if not defaults:
            return
    else:
        new = argument(node, new_at, "new")
        if new is not None and not is_mock_name(new, ctx, {"DEFAULT"}):
            if not a_mock_made_here(new):
                return  # an explicit replacement that is no mock made here
            if stands_in_for_a_call(node, member, ctx, new, state.usage):
                return
            if replaces_the_standard_library(node, member, ctx, new):
                state.standard_stand_ins.add(new)
            else:
                state.note_replacement(new, f"replaces {target_text(node, member)}")
            return
    if not (
        is_nothing(argument(node, spec_at, "spec"))
        and is_nothing(argument(node, spec_set_at, "spec_set"))
        and is_nothing(argument(node, autospec_at, "autospec"))
        and is_nothing(argument(node, None, "wraps"))
    ):
        return
    if not is_nothing(argument(node, spec_at + 1, "create")):
        return
    new_callable = argument(node, new_callable_at, "new_callable")
    if new_callable is not None and not is_mock_name(new_callable, ctx, CONSTRUCTORS):
        return
    if member != "patch.multiple" and stands_in_for_a_call(node, member, ctx, node, state.usage):
        return
    if member == "patch.object" and a_class_of_the_test(argument(node, 0, "target"), ctx):
        return
    if member != "patch.multiple" and (
        a_tripwire_never_called(node, ctx) or stubbed_through_standard_methods(node, member, ctx)
    ):
        return
    if member != "patch.multiple" and built_by_the_standard_library(node, member, ctx):
        return
    target = target_text(node, member)
    what = ", ".join(defaults) if member == "patch.multiple" else "the target"
    yield Hit(node, {"call": dotted_name(node.func) or member, "target": target, "what": what})
