"""A generator test: its body never runs."""

from __future__ import annotations

import ast

from flake8_testarch.project.commands import declared_test_suite, runs_its_own_test_command
from flake8_testarch.project.modules import find_definition
from flake8_testarch.project.roots import project_for, project_only
from flake8_testarch.syntax import child_nodes
from flake8_testarch.rules.validation._never_runs.common import (
    _CALL_MACHINERY,
    _class_decorators_known,
    _facts,
    _local_class,
    _methods,
)

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


def nose_collects(ctx) -> bool:
    """Whether the file is written for nose, whose collector runs each check
    a generator test yields: it imports nose (``from nose.tools import
    eq_``), or the project's packaging names nose's collector as its test
    suite (``test_suite="nose.collector"``)."""
    found = ctx.scratch.get(_NOSE)
    if found is None:
        found = ctx.scratch[_NOSE] = "nose" in ctx.text and any(
            name == "nose" or name.startswith("nose.") for name in _imported_modules(ctx.tree)
        ) or _nose_runs_the_project(ctx)
    return found


def _nose_runs_the_project(ctx) -> bool:
    project = project_for(ctx.filename)
    if _NOSE not in project.memo:
        suite = declared_test_suite(project.root) or ""
        project.memo[_NOSE] = suite == "nose" or suite.startswith("nose.")
    return project.memo[_NOSE]


_NOSE = "TA307 nose"  # ctx.scratch key


def run_by_the_projects_runner(ctx) -> bool:
    """The project's packaging runs its suite with a runner of its own
    (``cmdclass["test"] = ProjectTest``): how that runner calls a test,
    a coroutine or a generator, cannot be told from the test."""
    project = project_for(ctx.filename)
    if _OWN_RUNNER not in project.memo:
        project.memo[_OWN_RUNNER] = runs_its_own_test_command(project.root)
    return project.memo[_OWN_RUNNER]


_OWN_RUNNER = "TA307 own runner"  # project memo key


def _imported_modules(tree: ast.Module):
    for statement in tree.body:
        if type(statement) is ast.Import:
            yield from (alias.name for alias in statement.names)
        elif type(statement) is ast.ImportFrom and not statement.level and statement.module:
            yield statement.module


def _calls_methods_plainly(cls: ast.ClassDef, ctx) -> bool:
    """Nothing the file can see changes how the class's test methods are called: no
    metaclass, no decorator but marks and skips, no overridden runner, in the
    file or in a base the project defines (other bases imported from elsewhere
    are taken as plain test cases)."""
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
    if any(method.name in _CALL_MACHINERY for c in local for method in _methods(c)):
        return False
    # A base of the project's own code that overrides the runner
    # (``asynctest.TestCase.run`` drives coroutine and generator tests).
    for current in local:
        for base in current.bases:
            if _local_class(base, facts) is None and type(base) in (ast.Name, ast.Attribute):
                name = ctx.resolve(base)
                found = name and find_definition(
                    name, ctx.filename, project_only(ctx.filename), stars=True
                )
                if found and type(found[1]) is ast.ClassDef and any(
                    method.name in _CALL_MACHINERY for method in _methods(found[1])
                ):
                    return False
    return True
