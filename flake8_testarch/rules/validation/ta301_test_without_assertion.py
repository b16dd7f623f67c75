"""A test with no assertion.

## What it flags
A collected test that checks nothing: its body (nested functions included)
has no `assert`, no `raise AssertionError`, no `pytest.raises` /
`pytest.warns` / `pytest.fail`, no `self.assert*` / `self.fail`, no mock
`assert_*` call, no call to a known assertion API (`numpy.testing` and
`pandas.testing` `assert_*`, testtools' `ExpectedException`, pytester's
`fnmatch_lines` / `re_match_lines` / `no_fnmatch_line` /
`assert_outcomes`, `assert_that`, `expect(...)`, pytest-check's `check.*`,
nose's `eq_` and `ok_` (`from nose.tools import eq_`, or `import *`), a call with
`assert` as a word inside its name (pytest-django's `with
django_assert_num_queries(2):`), pytest-qt's `qtbot.wait_signal(...)` and
its other waits that raise when what they wait for does not come,
pytest-examples' `eval_example.run_print_check(...)` and `lint(...)`,
`verify*(...)`, `validate()`, `validate_*(...)` and `check_*(...)` (a
validator raises when the check fails: `Validator.check_schema(schema)`,
`spec.validate_response(request, response)`, also a method whose name
ends in the verb, pydantic's `Model.model_validate(data)`), flexmock's expected
call counts and arguments (`flexmock(repo).should_receive("save").once()`,
`.with_args(10)`, checked as the test ends or as the call comes), `sure`'s
`x.should.equal(...)` / `x.should_not.equal(y)`, grappa's `x |
should.contain(1)`, a method named for what
must hold (webtest's `resp.mustcontain("Saved")`), a request stating the
status it expects in a file that uses webtest (`app.get("/x", status=404)`:
its `TestApp` raises on another; not `status="*"`), any request of a
`TestApp` without `expect_errors=True` (`self.app.options("/x")` with
`self.app = TestApp(wsgi)`: it raises on an error status), trial's
`successResultOf` / `failureResultOf`, a mock server's `receives(...)`
(mockupdb: it fails unless the request comes), process-tests'
`wait_for_strings(...)`, pytest-regressions' `data_regression.check(...)`
and its kin, a checker's `check` given what it expects (testfixtures'
`log_capture.check(("app", "INFO", "saved"))`), a decorator or call named
for what it checks (yagot's `@garbage_checked()`, a decorator named for
when it fails the test, `@deprecation.fail_if_not_removed`), a
`responses.RequestsMock()` block (it fails on exit unless every
registered response was requested; not with
`assert_all_requests_are_fired=False`), a response registered with
pytest-httpx's fixture (`httpx_mock.add_response(url=...,
match_headers=...)`: a request that matches none fails, and so does, at
teardown, a response never requested; under a mark that switches that
off, `assert_all_responses_were_requested=False`, only a registration
stating what the request must match), a lookup made as a statement whose
value is thrown away (`codecs["json"]`, awaited too, `await
couch[name]`, `package.attribute`,
`getattr(cls, name)` with no default: it does
nothing but raise when the key or attribute is missing), source compiled
as a statement and thrown away (`compile(generated, "<test>", "exec")`:
only for the `SyntaxError` when a generator wrote no Python), a function that
comes, through the project's re-exports, from a module named for
assertions (`eq_` imported from the project's `testing` package, which
takes it from a library's `testing.assertions`, installed or not), a
function or a decorator of the test imported from a test-support module
of the project that is not on disk (`from tests.helpers import
called_x_times` in a package shipped without `tests/helpers.py`: what it
checks cannot be read), a test of another module or object run as a
statement (`checks.test_quiet_exit()` on a harness the library ships, or
on a module a fixture imports by a computed name, `Base.testDefaults(self)`
run from an override, `test_x` or `testX`: that test
makes its own checks), a test whose requests are replayed from a cassette (vcrpy's
or betamax's `use_cassette` opened by the test, its decorator, or a
fixture around its `yield`, one it asks for or an autouse one, a base
class's in another file included, or pytest-recording's `vcr` mark): a
request it did not record fails it, calls
that raise when what they report failed: `raise_for_status()`,
`check_returncode()`, `subprocess.check_call`/`check_output`,
a call that switches its `check`/`check_*` on (`subprocess.run(...,
check=True)`, `execute(cmd, check_exit_code=[0, 3])`), a command run in the
process with its `--check` flag (`call_command("makemigrations",
"--check")`, not a list handed to another program), a function of the
file or the project whose `check_*` switch is on by default and left on
(`def execute(*cmd, check_exit_code=0)`), or whose switch for letting a
failure pass is off by default and left off (`def nova(self, action,
fail_ok=False)`, `ignore_errors=False`; a method of the test's class too,
defined by a base in another module), or that polls in a loop and raises
when it gives up (`occupied(host, port, timeout=1.0)`), trio's and anyio's
`fail_after`, asyncio's `wait_for` and `timeout`), and no call to a helper that does any
of these. An assertion handed to a call that runs it later counts as well
(`d.addCallback(self.assertEqual, expected)` in a twisted trial test that
returns its Deferred), and so does a helper of the project handed on the
same way (`d.addCallback(self._check_reply)`), or gathered in a literal
the test runs in turn (`for job in (self._check_a, self._check_b):
pool.submit(job)`), or yielded by a generator test for nose to call
(`yield check_price, text, cents`, `yield assert_equal, got, expected`),
when that helper checks; so does a tripwire, a lambda
handed to the code that fails whenever it is called (`Loop(on_error=lambda
*args: 1 / 0)`: the test fails if the code calls it), or a mock made to
raise `AssertionError` when called (`backend.update.side_effect =
AssertionError()`, `Mock(side_effect=AssertionError)`); so does raising
trial's `FailTest`. A bare `raise` in an `except` handler (passing on what
something else raised) and `raise SkipTest` check nothing; a bare `raise` where
no exception is active (`else: if strict: raise` after a `try`) fails the test
with a `RuntimeError`, so under a condition it is a check.

Helpers are followed, not guessed, three calls deep (through the aliases
each binds, `eq = case.assertEqual`, in other modules too): functions and classes
of the same module (also those defined inside its module-level `if`,
`try`/`else` and `with` blocks) and those imported (or star-imported, also through a
re-export that passes a `from m import *`) from test-support modules (test
folders, `conftest.py`, `*testing*` modules, packages named for testing such
as a testing library's own `testfixtures`, every module of a project that
is itself a pytest plugin (a `pytest11` entry point), found in the project's package
roots (the root, `src/`, the folders its packaging configuration declares)
and the installed environment, without installing or importing anything;
a name the test assigns itself is its own value, not the module's
function or fixture of that name);
`self`/`cls`/`super()` methods through the base classes
(also a module function the class binds as its attribute, `run_checked =
staticmethod(run_checked)`); a helper class's `__init__`, `__enter__` and
`__exit__` (and a `fixtures.Fixture`'s `_setUp`, run by `useFixture`) and
the methods called on an instance of it (`checker =
Checker(); checker.verify()`, also one a base class's `setUp` keeps on
`self`, an instance it keeps on an attribute of its own,
`self.twins.compare.find()`, one it returns from `__call__`, and a method it
only has through `__getattr__`, which leads to the `__call__` of what
`__getattr__` returns); and the fixtures the test requests (from its class,
the module, the `conftest.py` files above it and their `pytest_plugins`,
and the project's own pytest plugins, which its suite runs with), the
object a fixture yields built with an import the fixture makes itself,
a class a fixture gives itself (`return Helpers`, whose static methods
the test calls through it), and a function a fixture returns that a
method of the class stores on the instance (`self._ensure_counts =
ensure_counts` in an autouse fixture, then `self._ensure_counts(default=1)`),
or one the method defines itself (`def parse_each(cls): ...` then
`self.parse_each = parse_each` in `setUp`).
A class whose `setUp` hands one of its
own checking methods to the code under test (`self.till.printer =
self.assert_prints_text`, `self.till.on_receipt(self._check_receipt)`),
or an instance of a class of the file whose methods check
(`make_menu(self.display)` with `self.display = CheckingDisplay()`),
checks through it in each of its tests: the code calls it back; so does
one whose `setUp` builds instances of a class of the file that derives
from the code under test and puts a function raising `AssertionError` in
place of its methods (`setattr(cls, name, partial(refuse, name))`): the
inherited code the tests drive fails them if it calls one. So does
a test, or a helper it calls, that builds such an instance of a support
class and hands it to a call (`console = CheckingConsole(spec)`, then
`Reader(console).readline()`, in a helper module of the tests). Production code is not followed: its
internal asserts say nothing about what a test verifies. A test raising an
exception under a condition (`if x: raise ...`) checks something too, and so
does a class whose `tearDown` / `teardown_method` in the test's file checks
(`if not self.finished: raise ...`) for each of its tests, itself or through
the helpers it calls, and so does an autouse fixture in the test's file
that checks after its `yield` (a leak check); what it checks before the
`yield` is the test's precondition, and one in a `conftest.py` guards
every test alike: neither counts. A teardown inherited from another file (a project test
base's `tearDown` that fails on errors the loop recorded) guards every test
alike and says nothing of what this one is for: such a test is still
reported, and the message names that teardown. A test that ships asserting
source to be run elsewhere checks (`worker.run_webworker(code)` where `code`
holds `assert` lines, or `runner.run([python, "-c", "import os; assert
..."])`).

A test also checks when warnings fail it (`warnings.simplefilter("error")`
in it, `@pytest.mark.filterwarnings("error")` on it, its class or the
module), when its docstring holds examples the module runs as doctests (it
uses `doctest`), and when a decorator of the project builds the test from
its body and checks (`@example` whose wrapper asserts).

An empty test (`pass`, a docstring) that overrides a test its class
inherits from a base of the file or the project is told apart: it
switches that test off, and the message asks for a skip with a reason.
When the inherited test is just as empty, nothing is switched off and the
override is not reported (the inherited one is, where it is written).

A test that calls, as one of its statements, what another test of the
file expects to raise is the half of the pair that gives valid input:
`Box(0)` next to `with pytest.raises(ValueError): Box(-1)`, or
`parse_port("65535")` next to `self.assertRaises(ValueError, parse_port,
"70000")` (or `pytest.raises(ValueError, parse_port, "70000").match(...)`,
`assertRaisesRegex(ValueError, "range", parse_port, "70000")`),
or next to the older spelling `try: parse_port("70000")
except ValueError: pass else: assert False` (or a `self.fail(...)` ending
the `try` body), or next to one whose `except ... as error` keeps what
the error says and asserts on it after the `try` (`self.code =
error.args[0]`, then `assertEqual(self.code, NOT_FOUND)`), or trial's
`assertFailure(vault.read("keys"),
AccessDenied)`; also made under a `with` that sets its context
(`with mock.patch(...): parse_port("65535")`), as the call that opens a
`with` (`async with deadline(0):` next to `with pytest.raises(TimeoutError):
async with deadline(0.01): ...`), yielded by an inlineCallbacks test
(`yield vault.login(...)`), in a `for` loop over
valid inputs, or in a `try` that only cleans up (`try: ... finally:
...`), or run by a builtin that consumes it (`list(extract(text))`, both
halves so written), or by a helper of the file the test calls, a module-level function
or a method of a class of the file (`self._register()` that makes or
returns `self.manager.register_consumer(...)`). The code refuses by
raising, so getting through is the check. The expected raise may sit in
a helper of the file handed to `assertRaises`: its calls count, and so does a subclass it defines
(`class Conf(AppConf): ...`, whose metaclass refuses a bad one), so a test
that only defines a subclass of the same base is the accepting half.
The refusing half may call a helper its class inherits from a base in
another module of the project (`self._check_rejected(uri)`, the base
doing `self.assertRaises(BadUri, self.location.parse_uri, uri)`): what
that helper expects to raise counts too.
Not when another test of the file makes the same call as a statement,
its result thrown away, and then asserts on what the call acted on (the
object it was made on, not the test itself, `self.include(doc)` acting on
`doc`, or a name handed to it; a `self.` call only in a test of the
same class, since another class's `self._call` is another method): the
call changes state, an outcome to check (`inventory.reserve("mug", 1)`, then `assert
inventory.level == 2`; a later `assertRaises(LookupError, choice.admit, 4)`
after `choice.admit(1)` is the pair again, not such an assert); a call
whose value other tests keep and check (`shade = parse_shade("dark")`),
or one followed only by asserts about something else, is a query, and
getting through is still the accepting half's check. Nor when the test keeps the value and uses it
(`palette = Palette("pastel")`, then `palette.mix("white")`): building it
is that test's setup. A mock's call checks there
(`validator.authenticate.assert_called_once_with(request)`) are about
the collaborator, and do not count. Except for a test that only builds an object of a class (a
CapWords name) and throws it away (`Palette("pastel")` as a statement,
next to `pytest.raises(LookupError): Palette("neon")`): building it is
what refuses bad input, and other tests that assert on a built one
(`palette = Palette("pastel")` then `assert palette.lightness > 0.5`)
check the object, not the building. A builtin in the block (`print(1 /
0)`) does not count: it is where the failing argument lands, not what
refuses it.

Not reported: tests marked `xfail` or `skip` (with pytest marks,
unittest's decorators, also through a module of the project that imports
`unittest`, `from .config import unittest`, or trial's `skip` attribute, `test_x.skip = "why"`
or on the class; `skipUnless(False, ...)` and `skipIf(True, ...)`
skip always) and tests whose body only skips (`return
self.skipTest(...)` too) or that skip whatever happens as their first
statement (`pytest.skip("flaky on CI")` above code that never runs);
benchmarks (tests that ask for pytest-benchmark's `benchmark` fixture or
carry the `benchmark` mark: the timing is their outcome); pytest-mypy-testing's
cases (`@pytest.mark.mypy_testing`, `reveal_type(x)  # R: builtins.int`): the
plugin runs mypy over them and checks its output against their comments;
tests that return a value under a mark named for a check
(`@pytest.mark.mpl_image_compare`: pytest-mpl compares the returned figure
with a baseline image);
a test that calls a method of its own
(`self.execute(...)`) inherited from a base class of a library the linter
cannot read (that method may check); a test that runs a test it cannot
read (`test_mod.test_app()`, a module a fixture imports by a computed
name); and a test whose name, docstring or a
comment in it says that getting through is what it checks: a failure
negated (`test_close_twice_does_not_raise`, `# must not error on unknown
keys`, `test_bad_job_wont_break_the_scheduler`, "doesn't explode",
`# should not block`, `test_operands_do_not_warn`, "none of these imports
should fail"; or said positively, "make sure that parsing succeeds") or named
as what it guards against (`# this would error`, `# this will time out
and let us know`, `# fails in case of bad persistency` beside the call,
"this will cause RecursionError if we're not careful", "does not get
caught in an infinite loop",
"failing with 'No mock address' means the wrong endpoint was chosen", a
regression that "used to fail" or "raised an exception", or that quotes on
a line of its own the error as Python printed it (`KeyError: 'end'`, a
traceback's first line), "there was an issue that prevented
repr from working", a name with a failure no assert can show, only
survive: `test_term_hang`, `test_close_deadlock`, `test_shutdown_race`,
`test_python_crash`, or what its subject
copes with: `test_plugin_handles_non_ascii_bytes`, `tolerates`,
`test_save_swallows_runtime_error`, `test_a_raising_backend_is_swallowed`,
or its ending at all, the failure being a hang:
`test_join_returns_when_nothing_is_queued`, `test_loop_exits_when_idle`,
`test_broken_pipe_stops_the_loop` (not `test_parse_returns_the_total`), or what
doing it comes to: `test_install_upgrade_noop`, `..._are_noops_...`, `test_both_writes_succeed`,
`test_unused_dialog_teardown_ok`; or asked, before the first statement,
as the test's question: "# Can we produce a repr of this node"),
or said to be a smoke test or a
non-regression test, or said positively ("runs cleanly",
"still exits properly", `# assert nothing is raised`, "make sure we can
import it twice", "should do nothing", "close does nothing when ...",
"double stop is safe", "dispose is a noop", "make sure the ... exception
won't be raised", "just checks imports work ok",
"there are no assertions here
because ...", "must terminate instead of raising", "we don't get
an error", a name saying what can be done,
`test_actor_can_be_started_with_any_arguments`,
`test_ipset_is_weak_referencable`, `test_c_backend_loadable` (not
`test_variable`), `test_class_attributes_allowed`, `..._supported` (not
`..._not_allowed`), `test_can_login_without_a_second_factor` (not
`test_cannot_...`), or asked as its question, "Can a
Preprocessor be constructed?", or said of its subject in the docstring,
"A storage pool can be deleted", "Test that LockBase can be
subclassed" (not "nothing can be read");
a comment continued over several lines reads as one sentence;
`# error is caught`, "should run without an error", "expecting this not
to throw", "no assert as ...", "no strange
exceptions", "do not cause initialization issues", "stays quiet", "we can
still use the old name", "verify that we can encode it", "ensure it still
works", "it should be possible to query after an error", `# noraise`, also in
comments after the test's last line indented as its body,
`test_load_gracefully_handles_a_missing_file`): its oracle is stated,
not forgotten. So is a test whose class's docstring says so for all its
tests ("Tests that the methods work and do not crash."). So is a test
named for the issue or regression it
guards (`test_472`, `test_regression_issue208`, `test_iss1723`, `test_gh_12`,
`test_140_regression`), whose docstring or comments cite it ("as seen
in issue #169", a link to `.../issues/232`, or to the pull request or
commit that fixed or caused it, `.../pull/1019`, `.../commit/6330e9d`, a
tracker's own spelling,
"LP#2148019", "bpo-31292"; not in a note of work left,
"TODO: reproduce #364"), or in a
class or file named for them (`TestRegressions`, `IssueTests`,
`test_issue43.py`): asserting
nothing, it is a crash regression whose oracle is the issue (not when
its body is empty: a placeholder runs nothing that could crash). A string
written as a statement inside the test reads as a comment.

## Why it is bad
A test that cannot fail reports green whatever the code does. It inflates
coverage and hides the gap it was written to close; "it did not raise" is
rarely the behaviour anyone meant to pin down.

## Example
```python
from shop.cart import Cart


def test_adding_an_item():
    cart = Cart()
    cart.add("apple", quantity=2)
```

## Use instead
```python
from shop.cart import Cart


def test_adding_an_item_counts_its_quantity():
    cart = Cart()
    cart.add("apple", quantity=2)
    assert cart.count("apple") == 2
```

A smoke test that only has to finish can say so: `assert main() is None`.

## Options
`--testarch-assert-functions`: comma-separated globs of extra assertion
functions, matched against the call as written (`expect_*`,
`*.should_*`) and as resolved through imports (`mylib.testing.check_*`).

Which functions and classes are tests follows the project's pytest
configuration. A project that collects tests through its own
`pytest_pycollect_makeitem` hook (classes named `*Test`, say) must name them
with `--testarch-test-classes` (`--testarch-test-classes=Test,*Test`):
without it, methods of such classes are not tests to this rule and are not
checked.
"""

from __future__ import annotations

import ast

from flake8_testarch.core.rule import Hit, Later, Rule, RuleOption
from flake8_testarch.core.settings import parse_globs
from flake8_testarch.rules.validation._check_search import (
    calls_an_assertions_module,
    MAX_DEPTH,
    CheckSearch,
    assertion_patterns,
    body_checks,
    file_search,
)
from flake8_testarch.rules.validation._checking_calls import (
    calls_a_checking_function,
    calls_a_missing_helper,
    requests_through_webtest,
    runs_another_test,
    warnings_fail,
)
from flake8_testarch.rules.validation._installed_checks import checks_installed_by_setup
from flake8_testarch.rules.validation._not_run_for_checks import (
    is_docstring,
    not_run_for_its_checks,
)
from flake8_testarch.rules.validation._recordings import replays_a_recording
from flake8_testarch.rules.validation._raise_pairs import RaisePairs
from flake8_testarch.rules.validation._stated_oracles import (
    class_says_getting_through_is_the_check,
    named_for_an_issue,
    says_getting_through_is_the_check,
)
from flake8_testarch.rules.validation._plain_checks import checks_plainly
from flake8_testarch.suite.collection import Role
from flake8_testarch.suite.doctests import runs_as_doctest


# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small to medium: assert the outcome the test is about"

RULE = Rule(
    code="TA301",
    name="test-without-assertion",
    summary="a test with no assertion, here or in the helpers it calls",
    message=(
        "{test} asserts nothing: no assert, pytest.raises/warns/fail, self.assert*/fail, "
        "mock assert_* or other assertion call, here or in the helpers and fixtures it uses "
        "({depth} calls deep); assert the outcome this test is about"
    ),
    variants={
        "guarded_only": "{test} asserts nothing of its own: only {teardown}, which it "
        "inherits, checks, the same way after every test; assert the outcome this test "
        "is about",
        "switched_off": "{test} replaces the test it inherits with an empty body; "
        "skip it with a reason (unittest.skip, pytest.mark.skip) so the run says "
        "why it does not apply here",
    },
    options=(
        RuleOption(
            flag="--testarch-assert-functions",
            help="Extra globs of assertion functions for TA301 and TA303, "
            "e.g. 'expect_*,*.should_*'.",
            default=None,
            parse=parse_globs,
            comma_separated=True,
        ),
    ),
)


class _FileState:
    """What the rule keeps for one file: the assertion globs, and the search
    through helpers, shared by the file's tests."""

    def __init__(self, patterns: tuple[str, ...]):
        self.patterns = patterns
        self.search: CheckSearch | None = None
        self.pairs: RaisePairs | None = None


def _state(ctx) -> _FileState:
    state = ctx.scratch.get(RULE.code)
    if state is None:
        state = ctx.scratch[RULE.code] = _FileState(assertion_patterns(ctx))
    return state


# --- the walk: tests that plainly check need nothing more --------------------------


def _visit_function(node, ctx):
    if ctx.classify(node) is not Role.TEST:
        return ()
    state = _state(ctx)
    if checks_plainly(node, state.patterns):
        return ()
    if not_run_for_its_checks(node, ctx):
        return ()
    classes = [scope for scope in ctx.scopes if isinstance(scope, ast.ClassDef)]
    owner = classes[-1] if classes else None
    return (Later(node, lambda: _verdict(node, owner, classes, ctx, state)),)


visit_FunctionDef = _visit_function
visit_AsyncFunctionDef = _visit_function


def _checks_anywhere(test, imports, patterns) -> bool:
    """What ``checks_plainly`` leaves out: an assertion call in any
    expression, resolved through the file's imports, or a raise of
    AssertionError (read as for a helper: a test that got here has no assert
    and no raise under a condition), or code shipped to run elsewhere that
    asserts."""
    return body_checks(test, imports, patterns, shipped_from=test)


# --- after the walk: follow helpers and fixtures -----------------------------------


def _verdict(test, owner, classes, ctx, state: _FileState):
    if _checks_anywhere(test, ctx.imports, state.patterns):
        return
    if says_getting_through_is_the_check(test, ctx):
        return
    if named_for_an_issue(test, owner, ctx.filename) and not _is_empty(test):
        return  # a crash regression; an empty body runs nothing that could crash
    if type(owner) is ast.ClassDef and (
        class_says_getting_through_is_the_check(owner)
        # an empty test drives nothing that could call an installed check
        or not _is_empty(test) and checks_installed_by_setup(owner, ctx, state.patterns)
    ):
        return
    if warnings_fail(test, classes, ctx) or runs_as_doctest(test, ctx):
        return
    if state.search is None:
        state.search = file_search(ctx)
    if state.search.test_checks(test, owner, classes):
        return
    if state.pairs is None:
        state.pairs = RaisePairs(ctx)
    if state.pairs.accepting_half(test) or calls_an_assertions_module(test, ctx):
        return
    if calls_a_checking_function(test, ctx, owner, state.search.graph) or (
        runs_another_test(test, ctx) or calls_a_missing_helper(test, ctx)
        or requests_through_webtest(test, ctx)
        or replays_a_recording(test, owner, classes, ctx, state.search.graph)
    ):
        return
    inherited = _overridden(test, owner, state.search, ctx) if _is_empty(test) else None
    if inherited is None:
        teardown = state.search.inherited_teardown_check(owner)
        if teardown is not None:
            yield Hit(test, {"test": test.name, "teardown": teardown}, variant="guarded_only")
            return
        yield Hit(test, {"test": test.name, "depth": MAX_DEPTH})
    elif not _is_empty(inherited):
        yield Hit(test, {"test": test.name, "depth": MAX_DEPTH}, variant="switched_off")
    # An empty test repeating an empty one it inherits switches nothing off:
    # the inherited one is reported where it is written.


def _is_empty(function) -> bool:
    """Only ``pass`` and docstrings."""
    return all(
        is_docstring(statement) or type(statement) is ast.Pass for statement in function.body
    )


def _overridden(test, owner, search: CheckSearch, ctx):
    """The test of the same name a base class of the file or the project
    defines, which ``test`` overrides; None when there is none."""
    if owner is None:
        return None
    for module, base in search.graph.bases(owner, ctx.module):
        found = search.graph.method(base, test.name, module)
        if found is not None:
            return found.function
    return None
