"""What a decorator factory of the project puts back around the test it
wraps: ``@with_project(config=...)`` whose inner wrapper runs the test in
``with runner.isolated_filesystem():`` (a context manager that moves back
to the old directory on exit) or in a ``try`` whose ``finally`` restores.

A context manager reached as a method of an instance the wrapper makes
(``runner = CliRunner()``) is read where the class is defined, in the
project or in an installed library, as the file's own context managers are.
"""

from __future__ import annotations

import ast

from flake8_testarch.project import modules as project
from flake8_testarch.rules.independence._fixture_restores import TopLevel
from flake8_testarch.rules.independence._function_facts import TRY_TYPES, YIELDS
from flake8_testarch.rules.independence._restores import Cover, guard_covers
from flake8_testarch.syntax import own_method, walk_local

_FUNCTION_TYPES = (ast.FunctionDef, ast.AsyncFunctionDef)
_WITH_TYPES = (ast.With, ast.AsyncWith)


def wrapper_covers(state, factory, resolve, defs) -> list[Cover]:
    """What the functions nested in a decorator factory restore around the
    call they wrap: their ``with`` blocks' managers and ``finally`` blocks.
    ``state``: the file's restoring code (_restore_regions._FileState)."""
    found: list[Cover] = []
    for nested in ast.walk(factory):
        if nested is factory or type(nested) not in _FUNCTION_TYPES:
            continue
        for node in walk_local(nested):
            if type(node) in _WITH_TYPES:
                for item in node.items:
                    found += guard_covers(item.context_expr, resolve)
                    found += _instance_manager_covers(state, item.context_expr, nested, resolve)
            elif type(node) in TRY_TYPES and node.finalbody:
                found += state.region_covers(node.finalbody, resolve, None, defs)
    return found


def _instance_manager_covers(state, expression, function, resolve) -> list[Cover]:
    """``runner.isolated_filesystem()`` where the function bound ``runner =
    CliRunner()``: the method of that class, when it is a generator-based
    context manager, restores what it puts back after its ``yield``."""
    if type(expression) is not ast.Call or type(expression.func) is not ast.Attribute:
        return []
    receiver = expression.func.value
    if type(receiver) is not ast.Name:
        return []
    made = next(
        (
            node.value for node in walk_local(function)
            if type(node) is ast.Assign and type(node.value) is ast.Call
            and any(type(t) is ast.Name and t.id == receiver.id for t in node.targets)
        ),
        None,
    )
    if made is None:
        return []
    dotted = resolve(made.func)
    filename = state.ctx.filename
    if not dotted or not filename or project.definition_kind(dotted, filename) != "class":
        return []
    located = project.find_definition(dotted, filename)
    if located is None or type(located[1]) is not ast.ClassDef:
        return []
    module, cls = located
    method = own_method(cls, expression.func.attr)
    if method is None or not any(type(inner) in YIELDS for inner in walk_local(method)):
        return []
    return state.fixture_covers(method, module.imports.resolve, cls, TopLevel(module))
