"""A test with no assertion.

## What it flags
A collected test that checks nothing: its body (nested functions included)
has no `assert`, no `raise AssertionError`, no `pytest.raises` /
`pytest.warns` / `pytest.fail`, no `self.assert*` / `self.fail`, no mock
`assert_*` call, no call to a known assertion API (`numpy.testing` and
`pandas.testing` `assert_*`, pytester's `fnmatch_lines` / `re_match_lines` /
`no_fnmatch_line` / `assert_outcomes`, `assert_that`, `expect(...)`,
pytest-check's `check.*`), and no call to a helper that does any of these.

Helpers are followed, not guessed: functions and methods of the same module
(base classes included), functions imported from test-support modules (test
folders, `conftest.py`, `*testing*` modules, found from the project root,
its `src/` folder and `sys.path`, without installing or importing anything),
and the fixtures the test requests (from the module and the `conftest.py`
files above it), three calls deep. Production code is not followed: its
internal asserts say nothing about what a test verifies. A
test raising an exception under a condition (`if x: raise ...`) checks
something too, and so does a class whose `tearDown` / `teardown_method`
checks (`if not self.finished: raise ...`) for each of its tests, and so does
a test that ships asserting source to be run elsewhere
(`worker.run_webworker(code)` where `code` holds `assert` lines).

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
"""

from __future__ import annotations

import ast
import fnmatch
import functools
import re

from flake8_testarch.context import FUNCTION_TYPES, Role
from flake8_testarch.imports import dotted_name
from flake8_testarch.project import ModuleView, conftest_files, find_definition, read_module
from flake8_testarch.rule import Hit, Later, Rule, RuleOption
from flake8_testarch.settings import parse_globs

DEFAULT_ASSERT_FUNCTIONS = (
    "assert*", "*.assert*",  # unittest, mock, numpy/pandas testing, assertpy, hamcrest
    "fail", "*.fail", "*.failIf*", "*.failUnless*",
    "pytest.raises", "pytest.warns", "pytest.deprecated_call", "pytest.fail",
    "raises", "*.raises", "RaisesGroup", "*.RaisesGroup", "RaisesExc", "*.RaisesExc",
    # pytester's LineMatcher and RunResult
    "*.fnmatch_lines", "*.fnmatch_lines_random", "*.re_match_lines", "*.re_match_lines_random",
    "*.no_fnmatch_line", "*.no_re_match_line", "*.assert_outcomes",
    # these raise when the command fails
    "subprocess.check_call", "subprocess.check_output",
    "expect", "*.expect",  # playwright and friends
    "ExpectLog", "*.ExpectLog",  # tornado.testing: fails unless the log line appears
    "*.raise_for_status", "*.rethrow",  # HTTP responses that raise on an error status
    "pytest_check.*", "check.*",
)
MAX_DEPTH = 3
_ASSERTION_ERRORS = frozenset(
    {"AssertionError", "builtins.AssertionError", "self.failureException", "pytest.fail.Exception"}
)
_ASSERT_IN_SOURCE = re.compile(r"^\s*assert\b", re.MULTILINE)
_TEARDOWNS = ("tearDown", "asyncTearDown", "teardown_method", "teardown")
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
    """What the walk saw in each test of one file."""

    def __init__(self, patterns: tuple[str, ...]):
        self.patterns = patterns
        self.checked: set[ast.AST] = set()
        self.calls: dict[ast.AST, list[ast.Call]] = {}


def _state(ctx) -> _FileState:
    state = ctx.scratch.get(RULE.code)
    if state is None:
        extra = ctx.settings.values.get("testarch_assert_functions") or ()
        state = ctx.scratch[RULE.code] = _FileState(DEFAULT_ASSERT_FUNCTIONS + tuple(extra))
    return state


def _written_name(func: ast.AST) -> str | None:
    """``a.b.c`` as written; ``<call>.assert_outcomes`` when the chain starts
    with a call, as in ``pytester.runpytest().assert_outcomes(...)``."""
    written = dotted_name(func)
    if written is None and isinstance(func, ast.Attribute):
        return f"<expression>.{func.attr}"
    return written


@functools.lru_cache(maxsize=16)
def _matcher(patterns: tuple[str, ...]):
    return re.compile("|".join(f"(?:{fnmatch.translate(pattern)})" for pattern in patterns)).match


def _is_assertion_call(call: ast.Call, imports, patterns) -> bool:
    matches = _matcher(patterns)
    written = _written_name(call.func)
    if written is not None and matches(written):
        return True
    resolved = imports.resolve(call.func)
    return resolved is not None and resolved != written and matches(resolved) is not None


def _raises_assertion(node: ast.Raise, imports) -> bool:
    exception = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
    if exception is None:
        return False
    return (dotted_name(exception) in _ASSERTION_ERRORS) or (
        imports.resolve(exception) in _ASSERTION_ERRORS
    )


# --- the walk: note what each test does ------------------------------------------


def _visit_function(node, ctx):
    if ctx.classify(node) is not Role.TEST:
        return
    marks = ctx.marks_of(node)
    if marks & {"xfail", "skip"} or _only_skips(node, ctx):
        return
    state = _state(ctx)
    classes = [scope for scope in ctx.scopes if isinstance(scope, ast.ClassDef)]
    owner = classes[-1] if classes else None
    yield Later(node, lambda: _verdict(node, owner, ctx, state))


visit_FunctionDef = _visit_function
visit_AsyncFunctionDef = _visit_function


def visit_Assert(node, ctx):
    test = ctx.current_test
    if test is not None:
        _state(ctx).checked.add(test)
    return ()


def visit_Raise(node, ctx):
    test = ctx.current_test
    if test is None:
        return ()
    # A raise directly in the test body is an unconditional error, not a check.
    if _raises_assertion(node, ctx.imports) or not any(item is node for item in test.body):
        _state(ctx).checked.add(test)
    return ()


def visit_Call(node, ctx):
    test = ctx.current_test
    if test is None:
        return ()
    state = _state(ctx)
    if test in state.checked:
        return ()
    checks = _is_assertion_call(node, ctx.imports, state.patterns)
    if checks or _runs_shipped_assertions(node, test):
        state.checked.add(test)
    else:
        state.calls.setdefault(test, []).append(node)
    return ()


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


def _verdict(test, owner, ctx, state: _FileState):
    if test in state.checked:
        return
    here = ModuleView(path=ctx.filename, tree=ctx.tree, imports=ctx.imports)
    search = _Search(ctx, state.patterns)
    for call in state.calls.get(test, ()):
        if search.call_checks(call, here, owner, depth=1):
            return
    if search.fixtures_check(test, here) or search.teardown_checks(owner, here):
        return
    yield Hit(test, {"test": test.name, "depth": MAX_DEPTH})


class _Search:
    """Does a function, followed through the calls it makes, check anything?"""

    def __init__(self, ctx, patterns):
        self.ctx = ctx
        self.patterns = patterns
        self.memo: dict[int, bool] = {}
        linted = ctx.filename
        self.is_support = lambda path: _is_test_support(path, linted)

    def function_checks(self, function, module: ModuleView, owner, depth: int) -> bool:
        key = id(function)
        if key in self.memo:
            return self.memo[key]
        self.memo[key] = False  # a cycle checks nothing new
        result = self._body_checks(function, module, owner, depth)
        self.memo[key] = result
        return result

    def _body_checks(self, function, module: ModuleView, owner, depth: int) -> bool:
        calls = []
        for node in ast.walk(function):
            if isinstance(node, ast.Assert):
                return True
            if isinstance(node, ast.Raise) and _raises_assertion(node, module.imports):
                return True
            if isinstance(node, ast.If) and any(isinstance(n, ast.Raise) for n in ast.walk(node)):
                return True
            if isinstance(node, ast.Call):
                if _is_assertion_call(node, module.imports, self.patterns):
                    return True
                calls.append(node)
        if depth >= MAX_DEPTH:
            return False
        return any(self.call_checks(call, module, owner, depth + 1) for call in calls)

    def call_checks(self, call: ast.Call, module: ModuleView, owner, depth: int) -> bool:
        target = self._callee(call.func, module, owner)
        if target is None or not self.is_support(target[0].path):
            return False
        callee_module, callee, callee_owner = target
        return self.function_checks(callee, callee_module, callee_owner, depth)

    def _callee(self, func, module: ModuleView, owner):
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            if func.value.id in ("self", "cls") and owner is not None:
                return self._method(owner, func.attr, module, depth=0)
        if isinstance(func, ast.Name):
            local = module.top_level(func.id)
            if isinstance(local, FUNCTION_TYPES):
                return module, local, None
        candidates = [module.imports.resolve(func)]
        if candidates[0] is None and isinstance(func, ast.Name):
            candidates = [f"{star}.{func.id}" for star in module.imports.star_modules]
        for qualified in filter(None, candidates):
            found = find_definition(qualified, module.path, self.is_support)
            if found is not None and isinstance(found[1], FUNCTION_TYPES):
                return found[0], found[1], None
        return None

    def _method(self, cls: ast.ClassDef, name: str, module: ModuleView, depth: int):
        """A method looked up through the class and its bases (in any module)."""
        if depth > 5:
            return None
        for statement in cls.body:
            if isinstance(statement, FUNCTION_TYPES) and statement.name == name:
                return module, statement, cls
        for base in cls.bases:
            found = self._base_class(base, module)
            if found is not None:
                method = self._method(found[1], name, found[0], depth + 1)
                if method is not None:
                    return method
        return None

    def _base_class(self, base, module: ModuleView):
        if isinstance(base, ast.Name):
            local = module.top_level(base.id)
            if isinstance(local, ast.ClassDef):
                return module, local
        qualified = module.imports.resolve(base)
        if qualified is None:
            return None
        found = find_definition(qualified, module.path, self.is_support)
        if found is not None and isinstance(found[1], ast.ClassDef):
            return found
        return None

    def teardown_checks(self, owner, module: ModuleView) -> bool:
        """Whether the class's own teardown, in this file, checks every test
        (``if not self.finished: raise``). A framework base class's teardown that
        re-raises errors from callbacks checks nothing about one test."""
        if owner is None:
            return False
        for name in _TEARDOWNS:
            found = self._method(owner, name, module, depth=0)
            if found is None or found[0] is not module:
                continue
            if self.function_checks(found[1], found[0], found[2], depth=MAX_DEPTH):
                return True
        return False

    def fixtures_check(self, test, module: ModuleView) -> bool:
        """Whether a fixture the test requests checks something itself."""
        names = [argument.arg for argument in test.args.args + test.args.kwonlyargs]
        names = [name for name in names if name not in ("self", "cls")]
        if not names:
            return False
        sources = [module]
        sources += [m for m in map(read_module, conftest_files(self.ctx.filename)) if m]
        for name in names:
            for source in sources:
                fixture = _fixture_named(name, source)
                if fixture is not None:
                    if self.function_checks(fixture, source, None, depth=1):
                        return True
                    break
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


def _fixture_named(name: str, module: ModuleView):
    for statement in module.tree.body:
        if not isinstance(statement, FUNCTION_TYPES):
            continue
        for decorator in statement.decorator_list:
            target = decorator.func if isinstance(decorator, ast.Call) else decorator
            resolved = module.imports.resolve(target) or ""
            if not resolved.endswith("fixture"):
                continue
            alias = None
            if isinstance(decorator, ast.Call):
                for keyword in decorator.keywords:
                    if keyword.arg == "name" and isinstance(keyword.value, ast.Constant):
                        alias = keyword.value.value
            if (alias or statement.name) == name:
                return statement
    return None
