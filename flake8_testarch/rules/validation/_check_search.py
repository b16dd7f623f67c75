"""What a test reaches that checks: the search TA301 runs through the call
graph (helpers, fixtures, base classes, decorators that build the test),
and what counts as a check in a body it reaches."""

from __future__ import annotations

import ast
import functools
import os
import re

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.project import classes
from flake8_testarch.project.modules import project_module_folder
from flake8_testarch.project.reexports import reexport_chain
from flake8_testarch.project.roots import in_project, in_standard_library, project_root, root_of
from flake8_testarch.rules.validation._expected_requests import (
    checks_on_exit, registers_an_expected_response,
)
from flake8_testarch.rules.validation._handed_instances import methods_of_handed_instances
from flake8_testarch.rules.validation._statements import (
    checks_by_keyword,
    is_assertion_call,
    names_an_assertion,
)
from flake8_testarch.rules.validation._tripwires import (
    an_assertion_error,
    hands_on_an_assertion,
    sets_a_failing_side_effect,
)
from flake8_testarch.semantic.reading import FUNCTION_TYPES
from flake8_testarch.suite.callgraph import CallGraph
from flake8_testarch.suite.steps import Step
from flake8_testarch.suite.fixtures import after_the_test, project_pytest_plugins
from flake8_testarch.suite.vocabulary import PER_TEST_TEARDOWN_METHODS, TESTCASE_BASES
from flake8_testarch.syntax import child_fields, dotted_name, on_self, walk_local

MAX_DEPTH = 3
_ASSERT_IN_SOURCE = lazy_compile(r"(?:^|;)\s*assert\b", re.MULTILINE)
_EXITS = ("__exit__", "__aexit__")
_OBJECT = ("object", "builtins.object")


# Calls that check: what TA301 and TA302 count, with the project's own
# (``--testarch-assert-functions``) added.
DEFAULT_ASSERT_FUNCTIONS = (
    "assert*", "*.assert*",  # unittest, mock, numpy/pandas testing, assertpy, hamcrest
    "*_assert_*", "*.*_assert_*",  # the word inside a name: `django_assert_num_queries`
    "fail", "*.fail", "*.failIf*", "*.failUnless*",
    # named for when they fail the test: `@deprecation.fail_if_not_removed`
    "fail_if_*", "*.fail_if_*", "fail_unless_*", "*.fail_unless_*",
    "pytest.raises", "pytest.warns", "pytest.deprecated_call", "pytest.fail",
    # time limits that fail the test when the awaited never comes: trio's, anyio's, asyncio's
    "fail_after", "*.fail_after", "fail_at", "*.fail_at",
    "asyncio.wait_for", "asyncio.timeout", "asyncio.timeout_at",
    "raises", "*.raises", "RaisesGroup", "*.RaisesGroup", "RaisesExc", "*.RaisesExc",
    # pytester's LineMatcher and RunResult
    "*.fnmatch_lines", "*.fnmatch_lines_random", "*.re_match_lines", "*.re_match_lines_random",
    "*.no_fnmatch_line", "*.no_re_match_line", "*.assert_outcomes",
    # these raise when the command fails
    "subprocess.check_call", "subprocess.check_output",
    "expect", "*.expect", "*.expect_*",  # playwright, pexpect: fail when it never comes
    "verify*", "*.verify*",  # verifyObject and kin: raise when the check fails
    # a validator called for its raise, its result unread (`validate_response(...)`)
    "validate", "*.validate", "validate_*", "*.validate_*",
    # the same verb ending a method's name: pydantic's `Model.model_validate(data)`
    "*.*_validate", "*.*_validate_*",
    "check_*", "*.check_*",  # `Validator.check_schema(schema)`: raises when it fails
    "ExpectLog", "*.ExpectLog",  # tornado.testing: fails unless the log line appears
    "ExpectedException", "*.ExpectedException",  # testtools: fails unless it is raised
    "*.receives",  # mockupdb's server: fails unless the expected request comes
    "*.raise_for_status", "*.rethrow", "*.check_returncode",  # raise on an error status
    "wait_for_strings", "*.wait_for_strings",  # process-tests: fail unless the lines show
    "*.successResultOf", "*.failureResultOf",  # twisted trial: fail unless the Deferred fired
    "nose.tools.eq_", "nose.tools.ok_",  # nose's two assertions not named assert*
    # pytest-qt: raise unless the signal, condition or callback comes in time
    "*qtbot.wait_*", "*qtbot.waitSignal*", "*qtbot.waitUntil", "*qtbot.waitCallback",
    "eval_example.lint*", "eval_example.run_print_check",  # pytest-examples: fail on a diff
    "pytest_check.*", "check.*",
    # sure and its kin: `response.status.should.equal(200)`; grappa: `x | should.be.true`
    "*.should.*", "*.should_not.*", "should.*",
    # a call named for what must hold: webtest's `resp.mustcontain("x")`
    "*.must*",
    # pytest-regressions: `data_regression.check(value)` fails on a difference
    "*_regression.check",
    # yagot's `@garbage_checked()` fails the test that leaves garbage behind
    "*_checked", "*.*_checked",
)
_SEARCH = "validation.check search"  # ctx.scratch key


def assertion_patterns(ctx) -> tuple[str, ...]:
    """The globs of the calls that check, the project's own added."""
    extra = ctx.settings.values.get("testarch_assert_functions") or ()
    return DEFAULT_ASSERT_FUNCTIONS + tuple(extra)


def file_search(ctx) -> "CheckSearch":
    """The file's one search for checks, shared by the rules that ask."""
    search = ctx.scratch.get(_SEARCH)
    if search is None:
        search = ctx.scratch[_SEARCH] = CheckSearch(ctx, assertion_patterns(ctx))
    return search


def raises_a_failure(statement: ast.AST) -> bool:
    """A ``raise`` of an exception, other than a bare re-raise (which passes on
    what something else raised) and a skip (``raise SkipTest``)."""
    if not isinstance(statement, ast.Raise) or statement.exc is None:
        return False
    exception = statement.exc.func if isinstance(statement.exc, ast.Call) else statement.exc
    return not (dotted_name(exception) or "").endswith(("SkipTest", "Skipped", "skip.Exception"))


def _raises_assertion(node: ast.Raise, imports) -> bool:
    return node.exc is not None and an_assertion_error(node.exc, imports)


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


class CheckSearch:
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
        # A project that is a pytest plugin: all its code is test support.
        plugin_project = root_of(ctx.filename) if project_pytest_plugins(ctx.filename) else None
        follow = functools.partial(
            is_test_support, linted=ctx.filename, plugin_project=plugin_project
        )
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
            if names_an_assertion(decorator, self.here.imports, self.patterns):
                return True  # `@deprecation.fail_if_not_removed`, named for failing
            # A decorator of the project that makes the test out of the body
            # (``@example_test``): its wrapper is where the check is.
            target = decorator.func if isinstance(decorator, ast.Call) else decorator
            built = self.graph.definition_step(target, self.here)
            if built is not None and self.checks(built, 1):
                return True
        if any(self.checks(fixture, 1) for fixture in self.graph.fixtures_of(step, classes)):
            return True
        # An autouse fixture of the file checking after ``yield``: a teardown.
        if any(
            body_checks(
                ast.Module(after_the_test(fixture.function), []), self.here.imports, self.patterns
            )
            for fixture in self.graph.autouse_fixtures(self.here, classes)
            if fixture.module is self.here
        ):
            return True
        return self._teardown_checks(owner) or self._calls_unread_inherited(test, owner)

    def call_checks(self, call: ast.Call, test, owner) -> bool:
        """Whether a call the test makes reaches a check (a helper, a
        method of a fixture's object, ``MAX_DEPTH`` calls deep)."""
        step = Step(self.here, test, owner, test.name)
        return any(
            edge.call is call and edge.target is not None and self.checks(edge.target, 1)
            for edge in self.graph.edges(step)
        )

    def _calls_unread_inherited(self, test, owner) -> bool:
        """The test calls a method of its own (``self.execute(...)``) that no
        class the linter can read defines, while a base of the class comes
        from a library it cannot read: that method may well check."""
        if owner is None:
            return False
        called = {
            node.func.attr
            for node in walk_local(test)
            if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and on_self(node.func)
        }
        if not called or not self._has_unread_base(owner, self.here, 0):
            return False
        return any(self.graph.method(owner, name, self.here) is None for name in called)

    def _has_unread_base(self, cls, module, depth) -> bool:
        if depth > 4:
            return False
        for base in classes.bases(cls, module, self.graph.follow, stars=True):
            if base.cls is None:
                if base.name not in TESTCASE_BASES and base.name not in _OBJECT:
                    return True
            elif self._has_unread_base(base.cls, base.module, depth + 1):
                return True
        return False

    def checks(self, step: Step, depth: int) -> bool:
        """Whether the step checks, itself or ``MAX_DEPTH`` calls deep at most."""
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
            found = self.local[function] = body_checks(
                function, step.module.imports.inside(function), self.patterns
            )
        return found

    def _callees_check(self, step: Step, depth: int) -> bool:
        return any(self.checks(target, depth + 1) for target in self._callees(step))

    def _callees(self, step: Step) -> list[Step]:
        targets = [edge.target for edge in self.graph.edges(step) if edge.target is not None]
        # Checks handed on as callbacks run on the step's behalf
        # (``d.addCallback(self._check_reply)``).
        targets += self.graph.callbacks(step)
        targets += methods_of_handed_instances(self.graph, step)
        if step.constructs is not None:
            # Building a context manager is for entering it (the graph follows
            # ``__enter__``); its ``__exit__`` is where one that checks does so.
            for name in _EXITS:
                method = self.graph.method(step.constructs, name, step.module)
                if method is not None:
                    targets.append(method)
        return targets

    def _teardown_checks(self, owner) -> bool:
        """Whether the class's own teardown, in this file, checks every test
        (``if not self.finished: raise``), itself or through the helpers it
        calls (``close_client(self.client)`` asserting the reply). The
        teardown it inherits is not followed: a framework base class's
        teardown that re-raises errors from callbacks checks nothing about
        one test."""
        if owner is None:
            return False
        for name in PER_TEST_TEARDOWN_METHODS:
            found = self.graph.method(owner, name, self.here)
            if found is None or found.module is not self.here:
                continue
            if self._checks_itself(found) or any(
                self.checks(target, depth=2)
                for target in self._callees(found)
                if not _inherited_teardown(target, self.here)
            ):
                return True
        return False

    def inherited_teardown_check(self, owner) -> str | None:
        """The teardown of another file of the project that the class
        inherits and that checks (``self.fail(...)`` on errors its loop
        recorded), as ``Base.tearDown()``; reached directly or through the
        class's own teardown calling ``super()``. None when there is none."""
        if owner is None:
            return None
        for name in PER_TEST_TEARDOWN_METHODS:
            found = self.graph.method(owner, name, self.here)
            if found is None:
                continue
            inherited = [found] if found.module is not self.here else [
                target for target in self._callees(found)
                if _inherited_teardown(target, self.here)
            ]
            for step in inherited:
                if self.checks(step, depth=2):
                    return step.label
        return None


def _inherited_teardown(step: Step, here) -> bool:
    """A teardown of another file (``super().tearDown()`` reaching a base)."""
    function = step.function
    return (
        step.module is not here
        and isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef))
        and function.name in PER_TEST_TEARDOWN_METHODS
    )


def body_checks(function, imports, patterns, shipped_from=None) -> bool:
    """The function (nested functions included) asserts, raises AssertionError,
    raises under a condition (inside an ``if``; a bare ``raise`` only outside
    an ``except`` handler, where it has nothing to pass on), or calls an assertion function;
    with ``shipped_from`` (a test), also where it ships asserting code to run
    elsewhere (``_runs_shipped_assertions``)."""
    stack = [(function, False, False)]
    while stack:
        node, under_if, may_reraise = stack.pop()
        node_type = type(node)
        if node_type is ast.Assert:
            return True
        if node_type is ast.Raise and under_if and (
            raises_a_failure(node) or (node.exc is None and not may_reraise)
        ) or node_type is ast.Raise and _raises_assertion(node, imports):
            return True
        if node_type is ast.Yield and _yields_an_assertion(node, imports, patterns):
            return True
        if node_type is ast.Assign and sets_a_failing_side_effect(node, imports):
            return True
        if node_type is ast.Call and (
            is_assertion_call(node, imports, patterns)
            or hands_on_an_assertion(node, imports, patterns)
            or checks_on_exit(node, imports)
            or registers_an_expected_response(node, function, imports)
            or ((node.keywords or node.args) and checks_by_keyword(node, imports))
            or (shipped_from is not None and _runs_shipped_assertions(node, shipped_from))
        ):
            return True
        under_if = under_if or node_type is ast.If
        # A bare `raise` in a handler, or in a function a handler may call, passes on.
        may_reraise = may_reraise or node_type is ast.ExceptHandler or (
            node is not function and node_type in FUNCTION_TYPES
        )
        for field in child_fields(node_type):
            value = getattr(node, field)
            if type(value) is list:
                for item in value:
                    if isinstance(item, ast.AST):
                        stack.append((item, under_if, may_reraise))
            elif isinstance(value, ast.AST):
                stack.append((value, under_if, may_reraise))
    return False


def _yields_an_assertion(node: ast.Yield, imports, patterns) -> bool:
    """A generator test yielding an assertion for its runner to call
    (nose's ``yield assert_equal, got, expected``)."""
    value = node.value
    first = value.elts[0] if type(value) is ast.Tuple and value.elts else value
    return type(first) in (ast.Name, ast.Attribute) and names_an_assertion(
        first, imports, patterns
    )


_SUPPORT_FOLDERS = frozenset({"test", "tests", "testing", "_tests", "testutils", "test_utils"})


def is_test_support(path: str, linted: str, plugin_project: str | None = None) -> bool:
    """Whether a module is test code or test support, where a check means a check.
    Production code is not followed: its internal asserts and argument checks say
    nothing about whether a test verifies an outcome. A package named for
    testing (``testfixtures``, ``testutils``) is test support throughout,
    the project's own or an installed one; so is every module of a project
    that is a pytest plugin (a ``pytest11`` entry point): testing is what
    its code is for (``qtmodeltester.check(model)`` asserts): its root is
    ``plugin_project``."""
    if path == linted:
        return True
    parts = _package_parts(path, linted)
    name = parts[-1]
    return (
        name == "conftest.py"
        or name.lstrip("_").startswith("test")  # ``_testbase.py`` too
        or name.endswith("_test.py")
        or "testing" in name
        or any(part in _SUPPORT_FOLDERS or part.startswith("test") for part in parts[:-1])
        or plugin_project is not None and in_project(path, plugin_project)
    )


def _package_parts(path: str, linted: str) -> list[str]:
    """The parts of a module's path from where its packages start: after
    ``site-packages`` for an installed one, else from the linted file's
    project root (the folders above it say nothing about the module)."""
    parts = path.replace("\\", "/").split("/")
    for marker in ("site-packages", "dist-packages"):
        if marker in parts:
            return parts[len(parts) - parts[::-1].index(marker):]
    root = project_root(os.path.dirname(os.path.abspath(linted)))
    relative = os.path.relpath(os.path.abspath(path), root)
    if relative.startswith(".."):
        return parts[-1:]
    return relative.replace("\\", "/").split("/")


_ASSERTION_MODULES = frozenset({"assertions", "asserts", "assertion"})


def calls_an_assertions_module(test, ctx) -> bool:
    """The test calls a function that comes, through the project's
    re-exports, from a module named for assertions (``eq_`` imported from
    ``alembic.testing``, which takes it from
    ``sqlalchemy.testing.assertions``): an assertion helper, even where its
    library is not installed to be read."""
    folder = os.path.dirname(os.path.abspath(ctx.filename))
    for node in ast.walk(test):
        if type(node) is not ast.Call:
            continue
        resolved = ctx.resolve(node.func)
        if resolved and "." in resolved and _from_an_assertions_module(resolved, folder):
            return True
    return False


@functools.lru_cache(maxsize=4096)
def _from_an_assertions_module(resolved: str, folder: str) -> bool:
    if not _ASSERTION_MODULES.isdisjoint(resolved.split(".")[:-1]):
        return True
    importer = os.path.join(folder, "__importer__.py")
    # Only the project's own modules re-export: a name of the standard
    # library or of an installed package is what it says it is.
    if in_standard_library(resolved) or project_module_folder(
        resolved.partition(".")[0], importer
    ) is None:
        return False
    return any(
        not _ASSERTION_MODULES.isdisjoint(name.split(".")[:-1])
        for name in reexport_chain(resolved, importer)[1:]
    )
