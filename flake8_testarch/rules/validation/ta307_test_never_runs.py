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
  fixture or `usefixtures`), no pytest-aiohttp `loop`/`aiohttp_*` fixture
  (asked for by any unmarked coroutine test of the test tree: aiohttp's
  legacy plugin, which provides them, runs every coroutine test),
  no wrapping decorator, and nothing in the project that runs unmarked
  coroutines: `asyncio_mode = auto` or `trio_mode = true` (in the pytest
  config, or on a pytest command line in tox, nox, make or CI files), an
  async plugin in `addopts` (`-p anyio`, `-p trio._tests.pytest_plugin`, or
  a local plugin module defining `pytest_pyfunc_call`) or in
  `pytest_plugins` (there, a plugin from outside the project counts too,
  pytest's own `pytester` aside: its hooks cannot be read, and may run
  them; a module of the project is read, and the plugins it loads through
  its own `pytest_plugins` are followed), a `conftest.py` on the file's
  path with a
  `pytest_pyfunc_call` or coroutine-handling collection hook, or a
  dependency on a plugin that runs every coroutine (`pytest-aio`,
  `pytest-tornasync`, or any other plugin package named for async work,
  such as a library's own `aiomisc-pytest`, whose hooks the linter cannot
  read; pytest-asyncio, pytest-trio and pytest-aiohttp need their marks,
  modes or fixtures), or an `async def` fixture declared with plain
  `@pytest.fixture` in the file or a `conftest.py` on its path (pytest
  cannot run it, so the suite relies on such a mode, set where the linter
  cannot see it), or no configuration in sight at all: no pytest
  configuration file, and either nothing that shows how pytest is run (no
  tox, nox, Makefile or CI file: the mode may come on a command line the
  linter cannot see) or no `conftest.py` on the file's path while a test
  of the file asks for a fixture defined nowhere (not in the file, not by
  pytest or a well-known plugin such as pytest-asyncio's `event_loop`, not
  a parametrized argument): the copy being read (an sdist, a partial
  checkout) left out the files that set such a mode. A test that asks for
  a fixture whose every parameter carries an async mark
  (`params=[pytest.param("asyncio", marks=pytest.mark.asyncio), ...]`) is
  marked by it. pytest skips such a test with a warning. Decorated
  tests and tests in classes with imported bases are not reported.
- **a generator test**: a test function or method with `yield` in its own
  body (not in a nested function). pytest has not run yield tests since 4.0
  and unittest discards the generator; fixtures are not tests, and tests
  with a wrapping decorator (tornado's `gen_test`, `inlineCallbacks`), with
  pytest-tornado's `gen_test` mark (own, class or module `pytestmark`:
  the plugin runs the generator as a tornado coroutine) or in a class whose
  metaclass or same-file runner may drive them, or a base of the project's
  own code that overrides how a test is called (`run`, `_callTestMethod`,
  as an event-loop test case does), are left alone,
  and so are the generator tests of a file written for nose (it imports
  `nose`, `from nose.tools import eq_`, or the project's packaging names
  nose's collector as its test suite, `test_suite="nose.collector"`),
  whose collector runs each check they yield.

Neither kind is reported when the project's packaging runs its suite
with a runner of its own: setup.py gives its `test` command a class of
the project's code (`cmdclass["test"] = ProjectTest`, or a class setup.py
defines on such a base). How that runner calls a coroutine or a
generator cannot be told from the test; a command built on setuptools
alone (`PyTest(TestCommand)` calling `pytest.main`) is not the project's.

Test functions and classes in `conftest.py` are not checked: pytest
collects nothing there.
- **a test function nested in another function** (`def test_b` inside
  `def test_a`, or inside a fixture or helper) that the enclosing function
  never uses: it is never collected. A nested function that is returned,
  called, passed on, decorated by anything but a pytest mark, or that sits
  in a pytest-describe block, is left alone; so is one inside a helper that
  a decorator other than a mark hands to other code (`@suite.add_code` on
  `def source():`), which may write the helper's source out as a test
  module of its own.
- **test methods in a class nothing collects**: a module-level class whose
  name does not match `python_classes`, that is not a `TestCase`, and that
  defines methods matching `python_functions`. Base classes and mixins are
  not reported: a class that anything in its file refers to (a subclass, a
  factory call, `__all__`) or that another file of the test tree mentions
  (or of the package the test module sits in, whose subpackages may each
  keep a tests folder) runs through its users, and so does one the project's packaging or
  tox/CI configuration names (a plugin registered as an entry point in
  `setup.py`, whose `test_*` methods are hooks), and a class whose ancestry the file cannot see
  may be a `TestCase`. Nor is any class when the file or a `conftest.py`
  above it defines a `pytest_pycollect_makeitem` hook: the project collects
  in its own way (`class ParserTest`), which the linter cannot run; name
  those classes with `--testarch-test-classes` so the other rules treat them
  as tests too. Nor is a class whose test methods only hold examples
  (`>>>` in a docstring, nothing else) in a module that uses `doctest`
  (`test_suite()` returning `doctest.DocTestSuite()`): doctest collects
  them.
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

from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.suite.collection import FUNCTION_TYPES, Role
from flake8_testarch.rules.validation._never_runs.async_pytest import _check_async_pytest_test
from flake8_testarch.rules.validation._never_runs.async_unittest import _check_async_unittest_test
from flake8_testarch.rules.validation._never_runs.common import (
    GENERATOR_MARKS,
    _all_transparent,
    _facts,
)
from flake8_testarch.rules.validation._never_runs.constructor import _check_constructor_class
from flake8_testarch.rules.validation._never_runs.generator import (
    _calls_methods_plainly,
    _is_generator,
    nose_collects,
    run_by_the_projects_runner,
)
from flake8_testarch.rules.validation._never_runs.nested import _check_nested
from flake8_testarch.rules.validation._never_runs.uncollected_class import _check_uncollected_class
from flake8_testarch.rules.validation._never_runs.uncollected_file import check_file


# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: rename or move the test so that it is collected"

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
    if ctx.classify(node) is not Role.TEST:
        return ()
    # Most tests are plain functions that do not yield: nothing to check, and
    # no decorator to resolve.
    generator = _is_generator(node, ctx)
    if not generator and not isinstance(node, ast.AsyncFunctionDef):
        return ()
    if not _all_transparent(node.decorator_list, ctx) or run_by_the_projects_runner(ctx):
        return ()
    if generator:
        if nose_collects(ctx):
            return ()  # nose runs what a generator test yields
        if ctx.marks_of(node) & GENERATOR_MARKS:
            return ()
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


def visit_Module(node: ast.Module, ctx):
    return check_file(node, ctx)
