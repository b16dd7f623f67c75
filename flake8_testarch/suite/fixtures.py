"""The fixtures a test file can request, found where pytest finds them: the
file itself (module level and its classes), the ``conftest.py`` files above
it, nearest first, and the plugin modules that ``pytest_plugins`` names in
the file and in those conftests. Modules are read from disk, never imported.
"""

from __future__ import annotations

import ast
import os
from typing import NamedTuple

from flake8_testarch.project.commands import pytest_plugin_modules
from flake8_testarch.project.modules import ModuleView, conftest_files, find_module, read_module
from flake8_testarch.project.roots import project_for
from flake8_testarch.suite.collection import FUNCTION_TYPES, fixture_spec


class Fixture(NamedTuple):
    name: str  # the name tests request it by
    function: ast.AST
    module: ModuleView
    owner: ast.ClassDef | None  # the class that keeps it to itself, if any
    autouse: bool


def defined_fixtures(module: ModuleView) -> list[Fixture]:
    """The fixtures a module defines at module level and in its classes, in
    source order (read once per module)."""
    found = module.memo.get("fixtures")
    if found is None:
        found = module.memo["fixtures"] = []
        for statement in module.tree.body:
            if isinstance(statement, ast.ClassDef):
                found += _fixtures_in(statement.body, module, statement)
            else:
                found += _fixtures_in([statement], module, None)
    return found


def fixtures_of_class(cls: ast.ClassDef, module: ModuleView) -> list[Fixture]:
    """The fixtures a class of ``module`` defines (the class as any read of
    the module gave it: a definition read through the module's outline is
    not a node of its whole tree)."""
    return _fixtures_in(cls.body, module, cls)


def _fixtures_in(body: list, module: ModuleView, owner: ast.ClassDef | None) -> list[Fixture]:
    found = []
    for statement in body:
        if isinstance(statement, FUNCTION_TYPES):
            spec = fixture_spec(statement, module.imports)
            if spec is not None:
                found.append(Fixture(spec[0], statement, module, owner, spec[1]))
    return found


def after_the_test(fixture: ast.AST) -> list[ast.stmt]:
    """The statements a generator fixture runs once its test is done: those
    after its top-level ``yield``; none for a fixture that does not yield."""
    for at, statement in enumerate(fixture.body):
        if type(statement) is ast.Expr and type(statement.value) in (ast.Yield, ast.YieldFrom):
            return fixture.body[at + 1:]
    return []


def fixture_modules(module: ModuleView) -> list[ModuleView]:
    """The modules whose fixtures ``module`` sees: itself, the conftest files
    above it (nearest first), the plugin modules that ``pytest_plugins``
    names in it and in them, and the project's own pytest plugins (its
    ``pytest11`` entry points: a plugin's suite runs with it installed)."""
    key = "fixture modules"
    found = module.memo.get(key)
    if found is None:
        found = [module]
        for path in conftest_files(module.path):
            conftest = read_module(path)
            if conftest is not None:
                found.append(conftest)
        for source in list(found):
            found += _plugins(source)
        for path in project_pytest_plugins(module.path):
            plugin = read_module(path)
            if plugin is not None:
                found.append(plugin)
        found = module.memo[key] = list(dict.fromkeys(found))
    return found


def project_pytest_plugins(path: str) -> tuple[str, ...]:
    """The files of the pytest plugins the project of ``path`` declares
    (``commands.pytest_plugin_modules``), found in the project; once per
    project."""
    project = project_for(os.path.abspath(path))
    found = project.memo.get(_PLUGIN_FILES)
    if found is None:
        importer = os.path.join(project.root, "setup.py")
        paths = (find_module(name, importer) for name in pytest_plugin_modules(project.root))
        found = project.memo[_PLUGIN_FILES] = tuple(
            path for path in paths if path is not None and project.owns(path)
        )
    return found


_PLUGIN_FILES = "pytest plugin files"  # Project.memo key


def _plugins(module: ModuleView) -> list[ModuleView]:
    value = module.assigned("pytest_plugins")
    items = value.elts if isinstance(value, (ast.List, ast.Tuple)) else [value]
    found = []
    for item in items:
        if not (isinstance(item, ast.Constant) and isinstance(item.value, str)):
            continue
        path = find_module(item.value, module.path)
        if path is not None:
            plugin = read_module(path)
            if plugin is not None:
                found.append(plugin)
    return found


def parametrized_fixture_names(module: ModuleView) -> frozenset[str]:
    """The names of the fixtures ``module`` sees that pytest parametrizes
    (``@pytest.fixture(params=[0, 2])``): a test requesting one runs once
    per value, as with a ``parametrize`` mark (read once per module)."""
    found = module.memo.get("parametrized fixtures")
    if found is None:
        found = module.memo["parametrized fixtures"] = frozenset(
            fixture.name
            for source in fixture_modules(module)
            for fixture in defined_fixtures(source)
            if is_parametrized(fixture.function)
        )
    return found


def is_parametrized(function: ast.AST) -> bool:
    """A fixture given ``params=`` (``@pytest.fixture(params=[0, 2])``):
    every test it applies to runs once per value."""
    return any(
        isinstance(decorator, ast.Call)
        and any(keyword.arg == "params" for keyword in decorator.keywords)
        for decorator in function.decorator_list
    )
