"""An ``async def`` pytest test no async plugin will run."""

from __future__ import annotations

import ast

from flake8_testarch.core.rule import Hit
from flake8_testarch.suite.vocabulary import MOCKER_FIXTURES, PLUGIN_FIXTURES, PYTEST_FIXTURES
from flake8_testarch.project.modules import conftest_files
from flake8_testarch.suite.fixtures import defined_fixtures, fixture_modules
from flake8_testarch.suite.marks import parametrized_argnames
from flake8_testarch.syntax import dotted_name
from flake8_testarch.rules.validation._never_runs.common import (
    _ASYNC_MARKS,
    _class_decorators_known,
    _facts,
    _lineage,
    _marks,
    _parameters,
    _pytestmark_values,
    _usefixtures,
)
from flake8_testarch.rules.validation._never_runs.project import (
    _project_runs_coroutines,
    project_configured,
    run_files_seen,
)


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
    if requested and _marked_through_fixture_params(requested, ctx):
        return True
    # pytest-aiohttp's legacy plugin runs coroutine tests that use its loop.
    return any(name == "loop" or name.startswith("aiohttp_") for name in requested)


def _marked_through_fixture_params(requested: set[str], ctx) -> bool:
    """A requested fixture (of the file, its conftests or plugins) every one
    of whose ``params`` carries an async mark (``params=[pytest.param(
    "asyncio", marks=pytest.mark.asyncio), pytest.param("trio",
    marks=pytest.mark.trio)]``): each case pytest makes from it is marked."""
    for module in fixture_modules(ctx.module):
        for fixture in defined_fixtures(module):
            if fixture.name in requested and _params_all_marked(fixture.function):
                return True
    return False


def _params_all_marked(function) -> bool:
    for decorator in function.decorator_list:
        if type(decorator) is not ast.Call:
            continue
        for keyword in decorator.keywords:
            if keyword.arg == "params" and type(keyword.value) in (ast.List, ast.Tuple):
                cases = keyword.value.elts
                return bool(cases) and all(_carries_an_async_mark(case) for case in cases)
    return False


def _carries_an_async_mark(case: ast.AST) -> bool:
    """``pytest.param(..., marks=pytest.mark.asyncio)`` (or a list of marks)."""
    if type(case) is not ast.Call or (dotted_name(case.func) or "").rpartition(".")[2] != "param":
        return False
    for keyword in case.keywords:
        if keyword.arg == "marks":
            marks = keyword.value.elts if type(keyword.value) in (ast.List, ast.Tuple) else [
                keyword.value
            ]
            return any(
                (dotted_name(getattr(mark, "func", mark)) or "").rpartition(".")[2]
                in _ASYNC_MARKS
                for mark in marks
            )
    return False


def _coroutines_run(ctx) -> bool:
    """The file or the project around it runs every coroutine test, or may
    for all the linter can see (worked out once per file)."""
    facts = _facts(ctx)
    if facts.coroutines_run is None:
        facts.coroutines_run = (
            facts.runs_coroutines or _project_runs_coroutines(ctx) or _configuration_left_out(ctx)
        )
    return facts.coroutines_run


def _configuration_left_out(ctx) -> bool:
    """The suite's configuration is not where the linter can read it: no
    pytest configuration file in the project (one above its root belongs to
    something else), and either nothing shows how pytest is run (no tox,
    nox, Makefile or CI file: the mode may come on a command line the
    linter cannot see), or no ``conftest.py`` is on the file's path while a
    test of the file requests a fixture defined nowhere (not in the file,
    not by pytest, not a parametrized argument). The copy being read (an
    sdist, a partial checkout) left out the files that set the mode."""
    if project_configured(ctx):
        return False
    if not run_files_seen(ctx):
        return True
    if conftest_files(ctx.filename):
        return False
    fixtures = _facts(ctx)._fixtures
    known = (
        {name for name, _parameters, _autouse in fixtures}
        | PYTEST_FIXTURES | PLUGIN_FIXTURES | MOCKER_FIXTURES | {"self", "cls"}
    )

    def defined_nowhere(name: str, given=frozenset()) -> bool:
        return name not in known and name not in given and not name.startswith("aiohttp_")

    if any(defined_nowhere(name) for _fixture, parameters, _autouse in fixtures
           for name in parameters):
        return True  # a fixture of the file asks for one defined nowhere
    for node in ast.walk(ctx.tree):
        if type(node) not in (ast.FunctionDef, ast.AsyncFunctionDef):
            continue
        if not node.name.startswith("test") or not _only_marks(node):
            continue  # a decorator (`mock.patch`) may give the arguments
        given = parametrized_argnames(node, ctx.imports)
        if any(defined_nowhere(name, given) for name in _parameters(node)):
            return True
    return False


def _only_marks(function) -> bool:
    return all(
        ".mark." in f".{dotted_name(getattr(decorator, 'func', decorator)) or ''}."
        for decorator in function.decorator_list
    )


def _check_async_pytest_test(node, parent, ctx):
    if _coroutines_run(ctx):
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
