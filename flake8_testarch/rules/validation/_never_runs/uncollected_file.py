"""A test file pytest does not collect."""

from __future__ import annotations

import ast
import fnmatch
import functools
import os

from flake8_testarch.core.rule import Hit
from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.rules.validation._never_runs.common import (
    _NOT_TEST_MODULES,
    _TEST_FOLDERS,
    _methods,
    _module_level,
    _test_methods,
)
from flake8_testarch.rules.validation._never_runs.project import (
    _folders_between,
    _matched_by_a_run_pattern,
    _mentioned_in_test_tree,
    _project_root,
)

_DEFAULT_NORECURSE = ("*.egg", ".*", "_darcs", "build", "CVS", "dist", "node_modules", "venv",
                      "{arch}")


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


def check_file(node: ast.Module, ctx):
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
