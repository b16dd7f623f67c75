"""A test with no assertion.

## What it flags
A collected test that checks nothing: its body (nested functions included)
has no `assert`, no `raise AssertionError`, no `pytest.raises` /
`pytest.warns` / `pytest.fail`, no `self.assert*` / `self.fail`, no mock
`assert_*` call, no call to a known assertion API (`numpy.testing` and
`pandas.testing` `assert_*`, pytester's `fnmatch_lines` / `re_match_lines` /
`no_fnmatch_line` / `assert_outcomes`, `assert_that`, `expect(...)`,
pytest-check's `check.*`, trial's `successResultOf` / `failureResultOf`,
calls that raise when what they report failed: `raise_for_status()`,
`check_returncode()`, `subprocess.check_call`/`check_output`, trio's and
anyio's `fail_after`), and no call to a helper that does any of these.
A bare `raise` (passing on what something else raised) and `raise
SkipTest` check nothing.

Helpers are followed, not guessed, three calls deep: functions and classes
of the same module and those imported (or star-imported) from test-support
modules (test folders, `conftest.py`, `*testing*` modules, found in the
project's package roots (the root, `src/`, the folders its packaging
configuration declares) and the installed environment, without installing
or importing anything); `self`/`cls`/`super()` methods through the base
classes; a helper class's `__init__`, `__enter__` and `__exit__` and the
methods called on an instance of it (`checker = Checker(); checker.verify()`);
and the fixtures the test requests (from its class, the module, the
`conftest.py` files above it and their `pytest_plugins`). Production code is
not followed: its internal asserts say nothing about what a test verifies. A
test raising an exception under a condition (`if x: raise ...`) checks
something too, and so does a class whose `tearDown` / `teardown_method`
checks (`if not self.finished: raise ...`) for each of its tests, and so does
a test that ships asserting source to be run elsewhere
(`worker.run_webworker(code)` where `code` holds `assert` lines).

A test also checks when warnings fail it (`warnings.simplefilter("error")`
in it, `@pytest.mark.filterwarnings("error")` on it, its class or the
module), when its docstring holds examples the module runs as doctests (it
uses `doctest`), and when a decorator of the project builds the test from
its body and checks (`@example` whose wrapper asserts).

Not reported: tests marked `xfail` or `skip` (with pytest marks or
unittest's decorators) and tests whose body only skips.

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
import functools
import re

from flake8_testarch.suite.callgraph import CallGraph, Step
from flake8_testarch.suite.collection import Role
from flake8_testarch.suite.vocabulary import PER_TEST_TEARDOWN_METHODS
from flake8_testarch.syntax import dotted_name
from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.core.rule import Hit, Later, Rule, RuleOption
from flake8_testarch.rules.validation._statements import (
    blocks,
    is_assertion_call,
    is_written_assertion_call,
)
from flake8_testarch.core.settings import parse_globs
from flake8_testarch.syntax import child_fields

DEFAULT_ASSERT_FUNCTIONS = (
    "assert*", "*.assert*",  # unittest, mock, numpy/pandas testing, assertpy, hamcrest
    "fail", "*.fail", "*.failIf*", "*.failUnless*",
    "pytest.raises", "pytest.warns", "pytest.deprecated_call", "pytest.fail",
    # trio's and anyio's time limits that fail the test when the awaited never comes
    "fail_after", "*.fail_after", "fail_at", "*.fail_at",
    "raises", "*.raises", "RaisesGroup", "*.RaisesGroup", "RaisesExc", "*.RaisesExc",
    # pytester's LineMatcher and RunResult
    "*.fnmatch_lines", "*.fnmatch_lines_random", "*.re_match_lines", "*.re_match_lines_random",
    "*.no_fnmatch_line", "*.no_re_match_line", "*.assert_outcomes",
    # these raise when the command fails
    "subprocess.check_call", "subprocess.check_output",
    "expect", "*.expect", "*.expect_*",  # playwright, pexpect: fail when it never comes
    "verify*", "*.verify*",  # verifyObject and kin: raise when the check fails
    "ExpectLog", "*.ExpectLog",  # tornado.testing: fails unless the log line appears
    "*.raise_for_status", "*.rethrow",  # HTTP responses that raise on an error status
    "*.check_returncode",  # a CompletedProcess that raises when the command failed
    "*.successResultOf", "*.failureResultOf",  # twisted trial: fail unless the Deferred fired
    "pytest_check.*", "check.*",
)
MAX_DEPTH = 3
_ASSERTION_ERRORS = frozenset(
    {"AssertionError", "builtins.AssertionError", "self.failureException", "pytest.fail.Exception"}
)
_ASSERT_IN_SOURCE = lazy_compile(r"^\s*assert\b", re.MULTILINE)
_EXITS = ("__exit__", "__aexit__")
_WARNING_FILTERS = frozenset({"warnings.simplefilter", "warnings.filterwarnings"})
_SKIPS = frozenset({"pytest.skip", "pytest.importorskip", "self.skipTest", "pytest.xfail"})

RULE = Rule(
    code="TA301",
    name="test-without-assertion",
    summary="a test with no assertion, here or in the helpers it calls",
    message=(
        "{test} asserts nothing: no assert, pytest.raises/warns/fail, self.assert*/fail, "
        "mock assert_* or other assertion call, here or in the helpers and fixtures it uses "
        "({depth} calls deep); assert the outcome this test is about"
    ),
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
        self.search: _Search | None = None


def _state(ctx) -> _FileState:
    state = ctx.scratch.get(RULE.code)
    if state is None:
        extra = ctx.settings.values.get("testarch_assert_functions") or ()
        state = ctx.scratch[RULE.code] = _FileState(DEFAULT_ASSERT_FUNCTIONS + tuple(extra))
    return state


def _raises_a_failure(statement: ast.AST) -> bool:
    """A ``raise`` of an exception, other than a bare re-raise (which passes on
    what something else raised) and a skip (``raise SkipTest``)."""
    if not isinstance(statement, ast.Raise) or statement.exc is None:
        return False
    exception = statement.exc.func if isinstance(statement.exc, ast.Call) else statement.exc
    return not (dotted_name(exception) or "").endswith(("SkipTest", "Skipped", "skip.Exception"))


def _raises_assertion(node: ast.Raise, imports) -> bool:
    exception = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
    if exception is None:
        return False
    return (dotted_name(exception) in _ASSERTION_ERRORS) or (
        imports.resolve(exception) in _ASSERTION_ERRORS
    )


# --- the walk: tests that plainly check need nothing more --------------------------


def _visit_function(node, ctx):
    if ctx.classify(node) is not Role.TEST:
        return ()
    state = _state(ctx)
    if _checks_plainly(node, state.patterns):
        return ()
    marks = ctx.marks_of(node)
    if marks & {"xfail", "skip"} or _only_skips(node, ctx):
        return ()
    classes = [scope for scope in ctx.scopes if isinstance(scope, ast.ClassDef)]
    owner = classes[-1] if classes else None
    return (Later(node, lambda: _verdict(node, owner, classes, ctx, state)),)


visit_FunctionDef = _visit_function
visit_AsyncFunctionDef = _visit_function


def _checks_plainly(test, patterns) -> bool:
    """What the walk would find whatever the imports, read from the test's
    statements alone: an assert, a raise inside a block, or an assertion call
    whose name as written matches, made as a statement or a ``with`` item. Most
    tests show one and need nothing more."""
    # A raise directly in the test body is an unconditional error, not a check.
    stack = [statement for statement in test.body if not isinstance(statement, ast.Raise)]
    while stack:
        statement = stack.pop()
        if isinstance(statement, ast.Assert) or _raises_a_failure(statement):
            return True
        if isinstance(statement, ast.Expr):
            calls = [statement.value]
        elif isinstance(statement, (ast.With, ast.AsyncWith)):
            calls = [item.context_expr for item in statement.items]
        else:
            calls = ()
        for call in calls:
            if isinstance(call, ast.Call) and is_written_assertion_call(call, patterns):
                return True
        for _field, block in blocks(statement):
            stack.extend(block)
    return False


def _checks_anywhere(test, imports, patterns) -> bool:
    """What ``_checks_plainly`` leaves out: an assertion call in any
    expression, resolved through the file's imports, or a raise of
    AssertionError (read as for a helper: a test that got here has no assert
    and no raise under a condition), or code shipped to run elsewhere that
    asserts."""
    return _body_checks(test, imports, patterns, shipped_from=test)


def _runs_shipped_assertions(call: ast.Call, test) -> bool:
    """``worker.run_webworker(code)`` / ``selenium.run_async(\"\"\"... assert ...\"\"\")``:
    the test ships code that asserts to be run elsewhere (a browser, a worker).
    Source handed to ``makepyfile`` and friends is not run by the call, so only
    callees named ``run*``/``exec*``/``eval*`` count."""
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if not name.startswith(("run", "exec", "eval")):
        return False
    return any(_asserting_source(argument, test) for argument in call.args)


def _asserting_source(argument: ast.AST, test) -> bool:
    if isinstance(argument, ast.Name):
        for statement in ast.walk(test):
            if isinstance(statement, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id == argument.id
                for target in statement.targets
            ):
                argument = statement.value
                break
    texts = [
        node.value
        for node in ast.walk(argument)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]
    return any(_ASSERT_IN_SOURCE.search(text) for text in texts)


def _warnings_fail(test, classes, ctx) -> bool:
    """Warnings are turned into errors for the test: it checks that the code
    warns of nothing (``warnings.simplefilter("error")`` in it,
    ``@pytest.mark.filterwarnings("error")`` on it, its class or module)."""
    for node in ast.walk(test):
        if isinstance(node, ast.Call) and ctx.resolve(node.func) in _WARNING_FILTERS:
            if _first_text(node).startswith("error"):
                return True
    marks = [*test.decorator_list]
    for cls in classes:
        marks += cls.decorator_list
    for statement in ctx.tree.body:
        if isinstance(statement, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "pytestmark"
            for target in statement.targets
        ):
            value = statement.value
            marks += value.elts if isinstance(value, (ast.List, ast.Tuple)) else [value]
    return any(
        isinstance(mark, ast.Call)
        and ctx.mark_name(mark) == "filterwarnings"
        and _first_text(mark).startswith("error")
        for mark in marks
    )


def _first_text(call: ast.Call) -> str:
    first = call.args[0] if call.args else None
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else ""


def _runs_as_doctest(test, ctx) -> bool:
    """The test's docstring holds examples that the module runs as doctests
    (it uses ``doctest``: ``load_tests`` with ``DocTestSuite``, ``testmod``):
    the examples are its checks."""
    docstring = ast.get_docstring(test, clean=False) or ""
    return ">>>" in docstring and "doctest" in ctx.text


def _only_skips(function, ctx) -> bool:
    body = [s for s in function.body if not _is_docstring(s)]
    if not body:
        return False
    for statement in body:
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
            call = statement.value
            if dotted_name(call.func) in _SKIPS or ctx.resolve(call.func) in _SKIPS:
                continue
        if isinstance(statement, ast.Raise) and statement.exc is not None:
            exception = statement.exc.func if isinstance(statement.exc, ast.Call) else statement.exc
            if (ctx.resolve(exception) or dotted_name(exception) or "").endswith("SkipTest"):
                continue
        return False
    return True


def _is_docstring(statement) -> bool:
    return isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)


# --- after the walk: follow helpers and fixtures -----------------------------------


def _verdict(test, owner, classes, ctx, state: _FileState):
    if _checks_anywhere(test, ctx.imports, state.patterns):
        return
    if _warnings_fail(test, classes, ctx) or _runs_as_doctest(test, ctx):
        return
    if state.search is None:
        state.search = _Search(ctx, state.patterns)
    if not state.search.test_checks(test, owner, classes):
        yield Hit(test, {"test": test.name, "depth": MAX_DEPTH})


class _Search:
    """Does a test check anything through what it calls? The callees are the
    call graph's (callgraph.py), restricted to test support: the file's own
    functions and classes, ``self``/``cls``/``super()`` methods through their
    bases, methods of instances built from a support class, constructors (a
    helper class's ``__init__`` runs its checks), context managers entered
    and exited, helpers imported or star-imported from support modules, and
    fixtures. One search per linted file: what a helper checks is worked out
    once for all its tests."""

    def __init__(self, ctx, patterns):
        self.patterns = patterns
        self.here = ctx.module
        follow = functools.partial(_is_test_support, linted=ctx.filename)
        self.graph = CallGraph(follow=follow, star_imports=True)
        self.local: dict[ast.AST, bool] = {}
        # (function, constructed class) -> (depth it was searched from, found)
        self.found: dict[tuple, tuple[int, bool]] = {}
        self.active: set[tuple] = set()

    def test_checks(self, test, owner, classes) -> bool:
        step = Step(self.here, test, owner, test.name)
        if self._callees_check(step, depth=0):
            return True
        for decorator in test.decorator_list:
            # A decorator of the project that makes the test out of the body
            # (``@example_test``): its wrapper is where the check is.
            target = decorator.func if isinstance(decorator, ast.Call) else decorator
            built = self.graph.definition_step(target, self.here)
            if built is not None and self.checks(built, 1):
                return True
        if any(self.checks(fixture, 1) for fixture in self.graph.fixtures_of(step, classes)):
            return True
        return self._teardown_checks(owner)

    def checks(self, step: Step, depth: int) -> bool:
        """Whether the step checks something itself or, ``MAX_DEPTH`` calls deep
        at most, through what it calls."""
        key = (step.function, step.constructs)
        known = self.found.get(key)
        if known is not None:
            at, found = known
            # Found with less depth left holds with more; not found with more
            # depth left holds with less.
            if (depth <= at) if found else (depth >= at):
                return found
        if key in self.active:
            return False  # a cycle checks nothing new
        self.active.add(key)
        try:
            found = self._checks_itself(step) or (
                depth < MAX_DEPTH and self._callees_check(step, depth)
            )
        finally:
            self.active.discard(key)
        self.found[key] = (depth, found)
        return found

    def _checks_itself(self, step: Step) -> bool:
        function = step.function
        if isinstance(function, ast.ClassDef):
            return False  # a class built without an ``__init__`` of its own
        found = self.local.get(function)
        if found is None:
            found = self.local[function] = _body_checks(
                function, step.module.imports, self.patterns
            )
        return found

    def _callees_check(self, step: Step, depth: int) -> bool:
        targets = [edge.target for edge in self.graph.edges(step) if edge.target is not None]
        if step.constructs is not None:
            # Building a context manager is for entering it (the graph follows
            # ``__enter__``); its ``__exit__`` is where one that checks does so.
            for name in _EXITS:
                method = self.graph.method(step.constructs, name, step.module)
                if method is not None:
                    targets.append(method)
        return any(self.checks(target, depth + 1) for target in targets)

    def _teardown_checks(self, owner) -> bool:
        """Whether the class's own teardown, in this file, checks every test
        (``if not self.finished: raise``). A framework base class's teardown that
        re-raises errors from callbacks checks nothing about one test."""
        if owner is None:
            return False
        for name in PER_TEST_TEARDOWN_METHODS:
            found = self.graph.method(owner, name, self.here)
            if found is not None and found.module is self.here:
                if self.checks(found, depth=MAX_DEPTH):
                    return True
        return False


def _body_checks(function, imports, patterns, shipped_from=None) -> bool:
    """The function (nested functions included) asserts, raises AssertionError,
    raises under a condition (inside an ``if``), or calls an assertion function;
    with ``shipped_from`` (a test), also where it ships asserting code to run
    elsewhere (``_runs_shipped_assertions``)."""
    stack = [(function, False)]
    while stack:
        node, under_if = stack.pop()
        node_type = type(node)
        if node_type is ast.Assert:
            return True
        if node_type is ast.Raise and (
            under_if and _raises_a_failure(node) or _raises_assertion(node, imports)
        ):
            return True
        if node_type is ast.Call and (
            is_assertion_call(node, imports, patterns)
            or (shipped_from is not None and _runs_shipped_assertions(node, shipped_from))
        ):
            return True
        under_if = under_if or node_type is ast.If
        for field in child_fields(node_type):
            value = getattr(node, field)
            if type(value) is list:
                for item in value:
                    if isinstance(item, ast.AST):
                        stack.append((item, under_if))
            elif isinstance(value, ast.AST):
                stack.append((value, under_if))
    return False


_SUPPORT_FOLDERS = frozenset({"test", "tests", "testing", "_tests", "testutils", "test_utils"})


def _is_test_support(path: str, linted: str) -> bool:
    """Whether a module is test code or test support, where a check means a check.
    Production code is not followed: its internal asserts and argument checks say
    nothing about whether a test verifies an outcome."""
    if path == linted:
        return True
    parts = path.replace("\\", "/").split("/")
    name = parts[-1]
    return (
        name == "conftest.py"
        or name.startswith("test")
        or name.endswith("_test.py")
        or "testing" in name
        or any(part in _SUPPORT_FOLDERS for part in parts[:-1])
    )
