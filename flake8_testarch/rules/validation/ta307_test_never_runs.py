"""A test that pytest or unittest will silently never run.

## What it flags
Test code that looks collected but is not, or that is collected but whose
body never executes:

- **a test class with a constructor**: a class pytest would collect
  (its name matches `python_classes`) that defines `__init__` or `__new__`,
  inherits one from a class in the same file, or gets one from
  `@dataclass` / attrs, and holds tests. pytest skips the whole class with
  only a collection warning. A class the file itself instantiates is a
  helper object, not a test class, and is left alone.
- **an `async def` test in a plain `unittest.TestCase`**: calling it
  returns a coroutine nobody awaits, and the test passes. Classes derived
  from `IsolatedAsyncioTestCase`, from any other imported base (tornado's
  `AsyncTestCase`, aiohttp's `AioHTTPTestCase`, Django's and twisted's test
  cases, a project's own base class), or whose same-file ancestry overrides
  how tests are called, are not reported.
- **an `async def` pytest test no async plugin will run**: no `asyncio`,
  `anyio`, `trio`, `curio` or `gen_test` mark (own, class or module
  `pytestmark`, same-file base classes), no `anyio_backend` fixture
  requested (directly, through a fixture of the same file, an autouse
  fixture or `usefixtures`), no pytest-aiohttp `loop`/`aiohttp_*` fixture,
  no wrapping decorator, and nothing in the project that runs unmarked
  coroutines: `asyncio_mode = auto` or `trio_mode = true` (in the pytest
  config, or on a pytest command line in tox, nox, make or CI files), an
  async plugin in `addopts` (`-p anyio`, `-p trio._tests.pytest_plugin`, or
  a local plugin module defining `pytest_pyfunc_call`) or in
  `pytest_plugins`, a `conftest.py` on the file's path with a
  `pytest_pyfunc_call` or coroutine-handling collection hook, or a
  dependency on a plugin that runs every coroutine (`pytest-aio`,
  `pytest-tornasync`). pytest skips such a test with a warning. Decorated
  tests and tests in classes with imported bases are not reported.
- **a generator test**: a test function or method with `yield` in its own
  body (not in a nested function). pytest has not run yield tests since 4.0
  and unittest discards the generator; fixtures are not tests, and tests
  with a wrapping decorator (tornado's `gen_test`, `inlineCallbacks`) or in
  a class whose metaclass or same-file runner may drive them are left alone.

Test functions and classes in `conftest.py` are not checked: pytest
collects nothing there.
- **a test function nested in another function** (`def test_b` inside
  `def test_a`, or inside a fixture or helper) that the enclosing function
  never uses: it is never collected. A nested function that is returned,
  called, passed on, decorated by anything but a pytest mark, or that sits
  in a pytest-describe block, is left alone.
- **test methods in a class nothing collects**: a module-level class whose
  name does not match `python_classes`, that is not a `TestCase`, and that
  defines methods matching `python_functions`. Base classes and mixins are
  not reported: a class that anything in its file refers to (a subclass, a
  factory call, `__all__`) or that another file of the test tree mentions
  runs through its users, and a class whose ancestry the file cannot see
  may be a `TestCase`.
- **a test file pytest does not collect**: a file under a `tests`, `test`
  or `testing` folder whose name does not match `python_files` (checked on
  files that are *not* test files) although it defines test functions or
  test classes, in a folder where other files are collected. `conftest.py`,
  `__init__.py`, files run as scripts (`if __name__ == "__main__":`),
  folders in `norecursedirs`, modules that another file of the test tree
  or the project's tox/nox/make/CI configuration mentions (helpers, shared
  base classes, suites run by name), and files that a file pattern in that
  configuration matches (`unittest discover -p "*_tests.py"`) are left
  alone.

## Why it is bad
Each of these passes in silence, or with one warning among hundreds: the
suite stays green while the checks in these tests never execute. A test
that never runs is worse than no test, because everyone believes the
behaviour is covered.

## Example
```python
import unittest


class TestCart:
    def __init__(self):
        self.cart = []

    def test_starts_empty(self):
        assert self.cart == []


class ClientTests(unittest.TestCase):
    async def test_fetch(self):
        self.assertEqual(await fetch("/"), 200)


def test_prices():
    for price in (1, 2, 3):
        yield check_price, price


async def test_checkout():
    assert await checkout() == "ok"
```

## Use instead
```python
import unittest

import pytest


class TestCart:
    def setup_method(self):
        self.cart = []

    def test_starts_empty(self):
        assert self.cart == []


class ClientTests(unittest.IsolatedAsyncioTestCase):
    async def test_fetch(self):
        self.assertEqual(await fetch("/"), 200)


@pytest.mark.parametrize("price", [1, 2, 3])
def test_prices(price):
    check_price(price)


@pytest.mark.asyncio
async def test_checkout():
    assert await checkout() == "ok"
```

## Options
None of its own. Which files, classes and functions are tests follows the
project's pytest configuration (`python_files`, `python_classes`,
`python_functions`, `norecursedirs`) or the `--testarch-test-files`,
`--testarch-test-classes` and `--testarch-test-functions` overrides.
"""

from __future__ import annotations

import ast
import bisect
import fnmatch
import functools
import os
import re
from functools import cached_property

from flake8_testarch.suite.collection import FUNCTION_TYPES, Role
from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.syntax import child_nodes

RULE = Rule(
    code="TA307",
    name="test-never-runs",
    summary="a test that pytest or unittest will silently never run",
    message="{name} never runs; make it collectable",
    test_files_only=False,
    variants={
        "constructor": "test class {name} has {constructor}: pytest does not collect a test "
        "class with a constructor, so its tests never run; set state up in setup_method or "
        "a fixture instead",
        "unittest-async": "async test {name} in a plain unittest.TestCase: the coroutine is "
        "never awaited and the test passes without running; derive the class from "
        "unittest.IsolatedAsyncioTestCase",
        "pytest-async": "async test {name} with no async plugin set up to run it: pytest "
        "skips it; mark it (pytest.mark.asyncio, anyio or trio) or configure the plugin "
        "to run every coroutine test (asyncio_mode = auto)",
        "generator": "test {name} is a generator (it yields): its body never runs; "
        "parametrize the cases (or use subTest) and yield nothing",
        "nested": "test function {name} is defined inside {outer}, so nothing collects it; "
        "move it to module level or into a test class",
        "class": "class {name} holds tests but its name does not match python_classes "
        "({patterns}) and it is not a TestCase, so nothing collects it; rename it to match, "
        "derive it from unittest.TestCase, or inherit from it in a collected test class",
        "file": "{file} defines tests but its name does not match python_files ({patterns}), "
        "so pytest never collects it; rename it (e.g. {suggestion})",
    },
)

_TEST_FOLDERS = frozenset({"tests", "test", "testing"})
_NOT_TEST_MODULES = frozenset({"conftest.py", "__init__.py", "__main__.py"})
_PLAIN_TESTCASES = frozenset({"unittest.TestCase", "unittest.case.TestCase"})
# Methods through which a same-file base could change how test methods are called.
_CALL_MACHINERY = frozenset(
    {"run", "debug", "_callTestMethod", "__call__", "__getattribute__", "__init_subclass__"}
)
_TRANSPARENT_DECORATORS = frozenset(
    {
        "unittest.skip", "unittest.skipIf", "unittest.skipUnless", "unittest.expectedFailure",
        "unittest.case.skip", "unittest.case.skipIf", "unittest.case.skipUnless",
        "unittest.case.expectedFailure",
    }
)
_PATCHERS = ("unittest.mock.patch", "mock.patch")
_DATACLASS_DECORATORS = frozenset(
    {
        "dataclasses.dataclass", "attr.s", "attr.attrs", "attr.define", "attr.frozen",
        "attr.mutable", "attr.dataclass", "attrs.define", "attrs.frozen", "attrs.mutable",
        "pydantic.dataclasses.dataclass",
    }
)
_ASYNC_MARKS = frozenset(
    {"asyncio", "anyio", "trio", "curio", "gen_test", "asyncio_cooperative", "tornado"}
)
_ANYIO_FIXTURES = frozenset({"anyio_backend", "anyio_backend_name", "anyio_backend_options"})
# A plugin name that hints at an async test runner (in -p, pytest_plugins).
_ASYNC_PLUGIN_HINT = lazy_compile(r"async|anyio|trio|curio|tornado|twisted|aio", re.I)
# Plugins that run every coroutine test once installed, no mark or mode needed.
_AUTO_RUNNERS = lazy_compile(r"pytest[-_](?:aio|tornasync)\b", re.I)
# A pytest command line (tox, nox, make, CI) that runs every coroutine test.
_COMMAND_LINE_RUNNER = lazy_compile(
    r"asyncio[-_]mode[=\s]+auto|trio[-_]mode"
    r"|-p\s*[\w.]*(?:async|anyio|trio|curio|tornado|twisted|aio)"
)
_CONFTEST_ASYNC_HOOKS = (
    "pytest_pyfunc_call", "pytest_pycollect_makeitem", "iscoroutinefunction",
    "iscoroutine(", "isasyncgenfunction", "asyncio_mode", "trio_mode",
)
_PROJECT_MARKERS = ("pyproject.toml", "setup.py", "setup.cfg", "tox.ini", ".git", "pytest.ini")
_DEFAULT_NORECURSE = ("*.egg", ".*", "_darcs", "build", "CVS", "dist", "node_modules", "venv",
                      "{arch}")
_MAX_TREE_FILES = 5000
_MAX_FILE_BYTES = 2_000_000


# --- decorators -----------------------------------------------------------------


def _decorator_name(decorator: ast.AST, ctx) -> str | None:
    return ctx.resolve(decorator.func if isinstance(decorator, ast.Call) else decorator)


def _is_transparent(decorator: ast.AST, ctx) -> bool:
    """A decorator that leaves the test a test: a pytest mark, a unittest skip,
    ``mock.patch`` (which keeps a coroutine a coroutine)."""
    name = _decorator_name(decorator, ctx)
    if name is None:
        return False
    if name.startswith("pytest.mark.") or name in _TRANSPARENT_DECORATORS:
        return True
    return any(name == patcher or name.startswith(patcher + ".") for patcher in _PATCHERS)


def _all_transparent(decorators, ctx) -> bool:
    return all(_is_transparent(decorator, ctx) for decorator in decorators)


# --- what one file holds ------------------------------------------------------------


def _module_level(body):
    """Statements at module level, through if/try/with blocks."""
    stack = list(reversed(body))
    while stack:
        statement = stack.pop()
        yield statement
        if isinstance(statement, (ast.If, ast.Try, ast.With)) or type(statement).__name__ == (
            "TryStar"
        ):
            blocks = [getattr(statement, field, []) for field in ("body", "orelse", "finalbody")]
            blocks += [handler.body for handler in getattr(statement, "handlers", ())]
            for block in reversed(blocks):
                stack.extend(reversed(block))


def _parameters(function) -> list[str]:
    arguments = function.args
    return [a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)]


class _FileFacts:
    """Facts about the whole file, computed once per file and only when asked."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.tree = ctx.tree

    @cached_property
    def classes(self) -> dict[str, list[ast.ClassDef]]:
        found: dict[str, list[ast.ClassDef]] = {}
        for statement in _module_level(self.tree.body):
            if isinstance(statement, ast.ClassDef):
                found.setdefault(statement.name, []).append(statement)
        return found

    @cached_property
    def checks_tests(self) -> bool:
        """A test file other than ``conftest.py``, where pytest collects nothing."""
        return self.ctx.is_test_file and os.path.basename(self.ctx.filename) != "conftest.py"

    @cached_property
    def module_pytestmark(self) -> list[ast.AST]:
        return _pytestmark_values(self.tree.body)

    @cached_property
    def _yield_lines(self) -> list[int]:
        """The lines holding the word "yield", sorted (found in the file's text:
        most files have none, and testing each line costs far more)."""
        text, found = self.ctx.text, []
        at = text.find("yield")
        while at != -1:
            line = self.ctx.line_of(at)
            if not found or found[-1] != line:
                found.append(line)
            at = text.find("yield", at + 5)
        return found

    def says_yield(self, node: ast.AST) -> bool:
        """The word "yield" appears in the node's lines."""
        lines = self._yield_lines
        end = getattr(node, "end_lineno", None) or len(self.ctx.lines)
        at = bisect.bisect_left(lines, node.lineno)
        return at < len(lines) and lines[at] <= end

    def mentions(self, name: str, outside: ast.AST, pattern: str = r"\b{}\b") -> bool:
        """The file's text has ``name`` (in ``pattern``) outside the lines of the
        definition ``outside``: a reference, a call, a string or a comment; any of
        them means the file itself uses the thing."""
        first, last = outside.lineno, outside.end_lineno or outside.lineno
        for match in re.finditer(pattern.format(re.escape(name)), self.ctx.text):
            if not first <= self.ctx.line_of(match.start()) <= last:
                return True
        return False

    @cached_property
    def _fixtures(self) -> list[tuple[str, list[str], bool]]:
        fixtures = []
        candidates = list(_module_level(self.tree.body))
        for cls in [node for node in candidates if isinstance(node, ast.ClassDef)]:
            candidates += cls.body
        for node in candidates:
            if isinstance(node, FUNCTION_TYPES) and self.ctx.is_fixture(node):
                autouse = any(
                    isinstance(decorator, ast.Call)
                    and any(
                        keyword.arg == "autouse"
                        and isinstance(keyword.value, ast.Constant)
                        and keyword.value.value is True
                        for keyword in decorator.keywords
                    )
                    for decorator in node.decorator_list
                )
                fixtures.append((node.name, _parameters(node), autouse))
        return fixtures

    @cached_property
    def anyio_fixtures(self) -> frozenset[str]:
        """Fixture names whose requests reach ``anyio_backend`` (same file, transitively)."""
        reaching = set(_ANYIO_FIXTURES)
        changed = True
        while changed:
            changed = False
            for name, parameters, _autouse in self._fixtures:
                if name not in reaching and reaching.intersection(parameters):
                    reaching.add(name)
                    changed = True
        return frozenset(reaching)

    @cached_property
    def autouse_anyio(self) -> bool:
        return any(
            autouse and name in self.anyio_fixtures for name, _p, autouse in self._fixtures
        )

    @cached_property
    def runs_coroutines(self) -> bool:
        """The file itself loads an async plugin or defines a test-calling hook."""
        for statement in _module_level(self.tree.body):
            if isinstance(statement, FUNCTION_TYPES) and statement.name == "pytest_pyfunc_call":
                return True
            if _assigns(statement, "pytest_plugins") and _names_async_plugin(statement.value):
                return True
        return False

    @cached_property
    def coroutines_run(self) -> bool:
        """The file or the project around it runs every coroutine test."""
        return self.runs_coroutines or _project_runs_coroutines(self.ctx)


def _assigns(statement: ast.AST, name: str) -> bool:
    return isinstance(statement, ast.Assign) and any(
        isinstance(target, ast.Name) and target.id == name for target in statement.targets
    )


def _names_async_plugin(value: ast.AST) -> bool:
    return any(
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and _ASYNC_PLUGIN_HINT.search(node.value)
        for node in ast.walk(value)
    )


def _facts(ctx) -> _FileFacts:
    # Kept on the file's context: a module-level map keyed by the tree would keep
    # every linted file's tree alive (its value holds the context, which holds the key).
    facts = ctx.scratch.get(RULE.code)
    if facts is None:
        facts = ctx.scratch[RULE.code] = _FileFacts(ctx)
    return facts


# --- classes --------------------------------------------------------------------------


def _local_class(base: ast.AST, facts: _FileFacts) -> ast.ClassDef | None:
    if isinstance(base, ast.Name):
        definitions = facts.classes.get(base.id, ())
        if len(definitions) == 1:
            return definitions[0]
    return None


def _lineage(cls: ast.ClassDef, facts: _FileFacts, ctx, seen=()):
    """``(same-file classes in cls's ancestry, cls first; dotted names of its other
    ancestors)``, or None when the file cannot tell (a metaclass, a base that is
    neither a same-file class nor an imported name, a cycle)."""
    if cls.keywords or cls in seen:
        return None
    local, external = [cls], set()
    for base in cls.bases:
        parent = _local_class(base, facts)
        if parent is not None:
            found = _lineage(parent, facts, ctx, (*seen, cls))
            if found is None:
                return None
            local += found[0]
            external |= found[1]
            continue
        name = ctx.resolve(base)
        if name is None:
            if isinstance(base, ast.Name) and base.id == "object":
                continue
            return None
        external.add(name)
    return local, external


def _methods(cls: ast.ClassDef):
    return [node for node in cls.body if isinstance(node, FUNCTION_TYPES)]


def _sets_dunder_test(classes) -> bool:
    return any(
        _assigns(statement, "__test__")
        or (
            isinstance(statement, ast.AnnAssign)
            and isinstance(statement.target, ast.Name)
            and statement.target.id == "__test__"
        )
        for cls in classes
        for statement in cls.body
    )


def _test_methods(classes, ctx) -> list[str]:
    names = []
    for cls in classes:
        for method in _methods(cls):
            if ctx.layout.is_test_function_name(method.name) and not ctx.is_fixture(method):
                names.append(method.name)
    return names


def _constructor(local_classes, ctx) -> str | None:
    for position, cls in enumerate(local_classes):
        where = "" if position == 0 else f" (inherited from {cls.name})"
        for statement in cls.body:
            name = None
            if isinstance(statement, FUNCTION_TYPES):
                name = statement.name
            elif isinstance(statement, ast.Assign) and len(statement.targets) == 1:
                name = getattr(statement.targets[0], "id", None)
            if name in ("__init__", "__new__"):
                return name + where
        for decorator in cls.decorator_list:
            if _decorator_name(decorator, ctx) in _DATACLASS_DECORATORS:
                return "a generated __init__" + where
    return None


def _class_decorators_known(local_classes, ctx, allow_dataclass=False) -> bool:
    for cls in local_classes:
        for decorator in cls.decorator_list:
            if _is_transparent(decorator, ctx):
                continue
            if allow_dataclass and _decorator_name(decorator, ctx) in _DATACLASS_DECORATORS:
                continue
            return False
    return True


def _check_constructor_class(node: ast.ClassDef, ctx):
    facts = _facts(ctx)
    found = _lineage(node, facts, ctx)
    if found is None or found[1]:
        return
    local = found[0]
    if _sets_dunder_test(local) or not _class_decorators_known(local, ctx, allow_dataclass=True):
        return
    constructor = _constructor(local, ctx)
    if constructor is None or not _test_methods(local, ctx):
        return
    if facts.mentions(node.name, node, r"\b{}\s*\("):
        return  # the file builds it: a helper object, not a test class
    yield Hit(node, {"name": node.name, "constructor": constructor}, variant="constructor")


def _check_uncollected_class(node: ast.ClassDef, ctx):
    if not _test_methods([node], ctx):
        return
    facts = _facts(ctx)
    found = _lineage(node, facts, ctx)
    if found is None or found[1]:
        return
    if _sets_dunder_test(found[0]) or not _all_transparent(node.decorator_list, ctx):
        return
    if facts.mentions(node.name, node) or _mentioned_in_test_tree(
        node.name, ctx
    ):
        return
    patterns = ", ".join(ctx.layout.python_classes)
    yield Hit(node, {"name": node.name, "patterns": patterns}, variant="class")


# --- functions ------------------------------------------------------------------------


_NESTED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)


def _is_generator(function, ctx) -> bool:
    """``yield`` in the function's own body, not in a function or class nested in it.
    Only statements with "yield" in their lines are walked."""
    facts = _facts(ctx)
    if not facts.says_yield(function):
        return False
    stack = [
        statement for statement in function.body
        if not isinstance(statement, _NESTED) and facts.says_yield(statement)
    ]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Yield, ast.YieldFrom)):
            return True
        stack.extend(
            child for child in child_nodes(node) if not isinstance(child, _NESTED)
        )
    return False


def _refers_to(scope: ast.AST, name: str) -> bool:
    for node in ast.walk(scope):
        if isinstance(node, ast.Name) and node.id == name and not isinstance(node.ctx, ast.Store):
            return True
        if isinstance(node, (ast.Global, ast.Nonlocal)) and name in node.names:
            return True
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("locals", "vars", "globals")
        ):
            return True
    return False


def _describe_prefixes(ctx) -> tuple[str, ...]:
    value = ctx.layout.ini.get("describe_prefixes")
    return tuple(value.split()) if value else ("describe",)


def _check_nested(node, parent, ctx):
    """A function named like a test, nested in another function."""
    if not _all_transparent(node.decorator_list, ctx):
        return
    prefixes = _describe_prefixes(ctx)
    if any(
        isinstance(scope, FUNCTION_TYPES) and scope.name.startswith(prefixes)
        for scope in ctx.scopes
    ):
        return  # pytest-describe collects the functions of a describe block
    if _refers_to(parent, node.name):
        return
    yield Hit(node, {"name": node.name, "outer": parent.name}, variant="nested")


def _usefixtures(expressions, ctx) -> set[str]:
    names = set()
    for expression in expressions:
        for node in ast.walk(expression):
            if isinstance(node, ast.Call) and ctx.mark_name(node) == "usefixtures":
                names.update(
                    arg.value
                    for arg in node.args
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                )
    return names


def _marks(expressions, ctx) -> set[str]:
    marks = set()
    for expression in expressions:
        items = expression.elts if isinstance(expression, (ast.List, ast.Tuple)) else [expression]
        marks.update(filter(None, map(ctx.mark_name, items)))
    return marks


def _pytestmark_values(body) -> list[ast.AST]:
    return [statement.value for statement in body if _assigns(statement, "pytestmark")]


def _async_marked_or_requested(node, classes, ctx) -> bool:
    facts = _facts(ctx)
    marks = set(ctx.marks_of(node))
    expressions = list(node.decorator_list) + facts.module_pytestmark
    for cls in classes:
        marks |= _marks(cls.decorator_list + _pytestmark_values(cls.body), ctx)
        expressions += cls.decorator_list + _pytestmark_values(cls.body)
    if marks & _ASYNC_MARKS:
        return True
    requested = set(_parameters(node)) | _usefixtures(expressions, ctx)
    if requested & facts.anyio_fixtures or facts.autouse_anyio:
        return True
    # pytest-aiohttp's legacy plugin runs coroutine tests that use its loop.
    return any(name == "loop" or name.startswith("aiohttp_") for name in requested)


def _check_async_pytest_test(node, parent, ctx):
    if _facts(ctx).coroutines_run:
        return
    classes = []
    if parent is not None:
        found = _lineage(parent, _facts(ctx), ctx)
        if found is None or found[1]:
            return  # an imported base may be an async TestCase or a plugin's base class
        classes = found[0]
        if not _class_decorators_known(classes, ctx):
            return
    if _async_marked_or_requested(node, classes, ctx):
        return
    yield Hit(node, {"name": node.name}, variant="pytest-async")


def _check_async_unittest_test(node, parent, ctx):
    found = _lineage(parent, _facts(ctx), ctx)
    if found is None:
        return
    local, external = found
    if not external or not external <= _PLAIN_TESTCASES:
        return
    if not _class_decorators_known(local, ctx):
        return
    if any(method.name in _CALL_MACHINERY for cls in local for method in _methods(cls)):
        return
    yield Hit(node, {"name": node.name}, variant="unittest-async")


def _calls_methods_plainly(cls: ast.ClassDef, ctx) -> bool:
    """Nothing the file can see changes how the class's test methods are called: no
    metaclass, no decorator but marks and skips, no overridden runner (bases imported
    from elsewhere are taken as plain test cases)."""
    facts = _facts(ctx)
    local, seen = [], [cls]
    while seen:
        current = seen.pop()
        if current.keywords or current in local:
            if current.keywords:
                return False
            continue
        local.append(current)
        seen.extend(filter(None, (_local_class(base, facts) for base in current.bases)))
    if not _class_decorators_known(local, ctx):
        return False
    return not any(method.name in _CALL_MACHINERY for c in local for method in _methods(c))


def _check_function(node, ctx):
    # A plain function, not a generator: most functions are let go at once,
    # and a generator would cost every one of them its creation and a resume.
    if not _facts(ctx).checks_tests:
        return ()
    parent = ctx.scopes[-1] if ctx.scopes else None
    if isinstance(parent, FUNCTION_TYPES):
        if not ctx.layout.is_test_function_name(node.name):
            return ()
        return _check_nested(node, parent, ctx)
    if ctx.classify(node) is not Role.TEST or not _all_transparent(node.decorator_list, ctx):
        return ()
    if _is_generator(node, ctx):
        if not isinstance(parent, ast.ClassDef) or _calls_methods_plainly(parent, ctx):
            return (Hit(node, {"name": node.name}, variant="generator"),)
        return ()
    if not isinstance(node, ast.AsyncFunctionDef):
        return ()
    if parent is None:
        return _check_async_pytest_test(node, None, ctx)
    if isinstance(parent, ast.ClassDef):
        kind = ctx.test_class_kind(parent)
        if kind == "unittest":
            return _check_async_unittest_test(node, parent, ctx)
        if kind == "pytest":
            return _check_async_pytest_test(node, parent, ctx)
    return ()


def visit_FunctionDef(node: ast.FunctionDef, ctx):
    return _check_function(node, ctx)


def visit_AsyncFunctionDef(node: ast.AsyncFunctionDef, ctx):
    return _check_function(node, ctx)


def visit_ClassDef(node: ast.ClassDef, ctx):
    if not _facts(ctx).checks_tests:
        return
    kind = ctx.classify(node)
    if kind == "pytest":
        yield from _check_constructor_class(node, ctx)
    elif kind is None and not ctx.scopes:
        yield from _check_uncollected_class(node, ctx)


# --- the project around the file ----------------------------------------------------------


def _project_root(ctx) -> str:
    """The folder pytest would treat as the root: the config file's folder, else the
    nearest folder up with a project marker, else the file's own folder."""
    if ctx.layout.config_file:
        return os.path.dirname(os.path.abspath(ctx.layout.config_file))
    return _marked_root(os.path.dirname(os.path.abspath(ctx.filename)))


@functools.lru_cache(maxsize=256)
def _marked_root(directory: str) -> str:
    """The nearest folder up from ``directory`` with a project marker, else the
    filesystem root."""
    current = directory
    while True:
        if any(os.path.exists(os.path.join(current, marker)) for marker in _PROJECT_MARKERS):
            return current
        parent = os.path.dirname(current)
        if parent == current:
            return current
        current = parent


def _folders_between(root: str, directory: str) -> list[str]:
    """The folders from ``root`` (excluded) down to ``directory`` (included), or just
    ``directory`` when it is not under ``root``."""
    relative = os.path.relpath(directory, root)
    if relative == ".":
        return []
    if relative.startswith(".."):
        return [directory]
    parts = relative.split(os.sep)
    return [os.path.join(root, *parts[:index + 1]) for index in range(len(parts))]


def _read(path: str) -> str:
    try:
        if os.path.getsize(path) > _MAX_FILE_BYTES:
            return ""
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read()
    except OSError:
        return ""


@functools.lru_cache(maxsize=512)
def _conftest_runs_coroutines(path: str) -> bool:
    text = _read(path)
    if not text:
        return False
    if any(hook in text for hook in _CONFTEST_ASYNC_HOOKS):
        return True
    if "anyio_backend" in text and "autouse" in text:
        return True
    if "pytest_plugins" in text:
        try:
            tree = ast.parse(text)
        except (SyntaxError, ValueError):
            return True
        return any(
            _assigns(statement, "pytest_plugins") and _names_async_plugin(statement.value)
            for statement in _module_level(tree.body)
        )
    return False


@functools.lru_cache(maxsize=64)
def _plugin_module_runs_coroutines(root: str, module: str) -> bool:
    relative = module.replace(".", os.sep)
    for base in (root, os.path.join(root, "src")):
        for candidate in (relative + ".py", os.path.join(relative, "__init__.py")):
            text = _read(os.path.join(base, candidate))
            if "pytest_pyfunc_call" in text or "iscoroutinefunction" in text:
                return True
    return False


def _ini_runs_coroutines(ctx, root: str) -> bool:
    ini = ctx.layout.ini
    if ini.get("asyncio_mode", "").strip().lower() == "auto":
        return True
    if ini.get("trio_mode", "").strip().lower() in ("true", "1", "yes", "on"):
        return True
    addopts = ini.get("addopts", "")
    if re.search(r"asyncio[-_]mode[=\s]+auto|trio[-_]mode", addopts):
        return True
    for plugin in re.findall(r"(?:^|\s)-p\s*(\S+)", addopts):
        if plugin.startswith("no:"):
            continue
        if _ASYNC_PLUGIN_HINT.search(plugin) or _plugin_module_runs_coroutines(root, plugin):
            return True
    return any(_AUTO_RUNNERS.search(value) for value in ini.values())


@functools.lru_cache(maxsize=64)
def _dependencies_run_coroutines(root: str) -> bool:
    """The project depends on a plugin that runs every coroutine test."""
    candidates = ["pyproject.toml", "setup.cfg", "setup.py", "tox.ini", "Pipfile"]
    for folder in (root, os.path.join(root, "requirements")):
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        candidates += [
            os.path.join(folder, name)
            for name in names
            if "requirements" in name.lower() or folder != root
            if name.endswith((".txt", ".in"))
        ]
    return any(_AUTO_RUNNERS.search(_read(os.path.join(root, name))) for name in candidates)


def _project_runs_coroutines(ctx) -> bool:
    root = _project_root(ctx)
    if _ini_runs_coroutines(ctx, root):
        return True
    directory = os.path.dirname(os.path.abspath(ctx.filename))
    folders = [root, *_folders_between(root, directory)]
    if any(_conftest_runs_coroutines(os.path.join(folder, "conftest.py")) for folder in folders):
        return True
    if any(_COMMAND_LINE_RUNNER.search(text) for text in _project_config_texts(root)):
        return True
    return _dependencies_run_coroutines(root)


def _test_tree_root(ctx) -> str:
    """The outermost tests/test/testing folder holding the file (within the project),
    else the file's own folder: where the users of a test module live."""
    directory = os.path.dirname(os.path.abspath(ctx.filename))
    for folder in _folders_between(_project_root(ctx), directory):
        if os.path.basename(folder) in _TEST_FOLDERS:
            return folder
    return directory


@functools.lru_cache(maxsize=16)
def _tree_texts(root: str) -> tuple[tuple[str, str], ...]:
    texts = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = [
            name for name in subfolders
            if not name.startswith(".") and name not in ("node_modules", "__pycache__")
        ]
        for name in files:
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                texts.append((path, _read(path)))
                if len(texts) >= _MAX_TREE_FILES:
                    return tuple(texts)
    return tuple(texts)


@functools.lru_cache(maxsize=64)
def _project_config_texts(root: str) -> tuple[str, ...]:
    names = ["tox.ini", "noxfile.py", "Makefile", "setup.cfg", "pyproject.toml", "pytest.ini",
             "runtests.sh", "ci.sh", "check.sh"]
    paths = [os.path.join(root, name) for name in names]
    workflows = os.path.join(root, ".github", "workflows")
    try:
        paths += [os.path.join(workflows, name) for name in sorted(os.listdir(workflows))]
    except OSError:
        pass
    return tuple(text for text in map(_read, paths) if text)


def _mentioned_in_test_tree(word: str, ctx, with_project_config: bool = False) -> bool:
    """Another Python file of the test tree (or, when asked, the project's tox, nox,
    make or CI configuration) mentions ``word``."""
    pattern = re.compile(rf"\b{re.escape(word)}\b")
    own = os.path.abspath(ctx.filename)
    for path, text in _tree_texts(_test_tree_root(ctx)):
        if path != own and pattern.search(text):
            return True
    if with_project_config:
        return any(pattern.search(text) for text in _project_config_texts(_project_root(ctx)))
    return False


_FILE_GLOB = lazy_compile(r"[\w*?\[\]/.-]*\*[\w*?\[\]/.-]*\.py\b")


def _matched_by_a_run_pattern(name: str, root: str) -> bool:
    """A file glob in the project's run configuration (``pytest -o python_files=...``,
    ``unittest discover -p ...``) matches the file's name."""
    for text in _project_config_texts(root):
        for glob in _FILE_GLOB.findall(text):
            if fnmatch.fnmatch(name, glob.rsplit("/", 1)[-1]):
                return True
    return False


# --- files ------------------------------------------------------------------------------


def _first_test_definition(ctx):
    for statement in _module_level(ctx.tree.body):
        if isinstance(statement, FUNCTION_TYPES):
            if ctx.layout.is_test_function_name(statement.name) and not ctx.is_fixture(statement):
                return statement
        elif isinstance(statement, ast.ClassDef):
            kind = ctx.classify(statement)
            if kind == "pytest" and _test_methods([statement], ctx):
                return statement
            if kind == "unittest" and any(
                method.name.startswith("test") for method in _methods(statement)
            ):
                return statement
    return None


def _runs_as_script(tree: ast.Module) -> bool:
    for statement in tree.body:
        if isinstance(statement, ast.If) and isinstance(statement.test, ast.Compare):
            names = [statement.test.left, *statement.test.comparators]
            if any(isinstance(name, ast.Name) and name.id == "__name__" for name in names):
                return True
    return False


@functools.lru_cache(maxsize=256)
def _folder_files(directory: str) -> tuple[str, ...]:
    try:
        return tuple(sorted(os.listdir(directory)))
    except OSError:
        return ()


def _folder_is_collected(ctx, directory: str) -> bool:
    """Another file of the folder is a test module pytest collects."""
    own = os.path.basename(ctx.filename)
    return any(
        name.endswith(".py")
        and name not in (own, "conftest.py")
        and ctx.layout.is_test_file(os.path.join(directory, name))
        for name in _folder_files(directory)
    )


def _in_norecursedirs(ctx, root: str, folders: list[str]) -> bool:
    value = ctx.layout.ini.get("norecursedirs")
    patterns = tuple(value.split()) if value else _DEFAULT_NORECURSE
    for folder in folders:
        name = os.path.basename(folder)
        relative = os.path.relpath(folder, root).replace(os.sep, "/")
        for pattern in patterns:
            if "/" in pattern:
                if fnmatch.fnmatch("/" + relative, "*/" + pattern.strip("/")):
                    return True
            elif fnmatch.fnmatch(name, pattern):
                return True
    return False


def visit_Module(node: ast.Module, ctx):
    if ctx.is_test_file:
        return
    name = os.path.basename(ctx.filename)
    if not name.endswith(".py") or name in _NOT_TEST_MODULES:
        return
    directory = os.path.dirname(os.path.abspath(ctx.filename))
    root = _project_root(ctx)
    folders = _folders_between(root, directory)
    if not any(os.path.basename(folder) in _TEST_FOLDERS for folder in folders):
        return
    first = _first_test_definition(ctx)
    if first is None or _runs_as_script(node):
        return
    if not _folder_is_collected(ctx, directory) or _in_norecursedirs(ctx, root, folders):
        return
    stem = name[:-len(".py")]
    if _mentioned_in_test_tree(stem, ctx, with_project_config=True):
        return
    if _matched_by_a_run_pattern(name, root):
        return
    patterns = ", ".join(ctx.layout.python_files)
    fields = {"file": name, "patterns": patterns, "suggestion": _suggested_name(stem, ctx)}
    yield Hit(first, fields, variant="file")


def _suggested_name(stem: str, ctx) -> str:
    for pattern in ctx.layout.python_files:
        if "/" not in pattern and pattern.count("*") == 1 and not set("?[").intersection(pattern):
            candidate = pattern.replace("*", stem)
            if ctx.layout.is_test_file(candidate):
                return candidate
    return f"test_{stem}.py"
