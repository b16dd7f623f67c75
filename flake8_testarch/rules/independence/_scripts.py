"""Code that runs only when a test module is run as a script, or as it is
imported (TA701, TA702): a change under ``if __name__ == "__main__":``, or
in a function of the module only called there, never runs under a test
runner; a change made as the module is imported stays for its tests."""

from __future__ import annotations

import ast
import os

from flake8_testarch.rules.independence._put_backs import puts_back
from flake8_testarch.suite.collection import Role
from flake8_testarch.syntax import walk_local


def run_only_as_a_script(function, ctx) -> bool:
    """A helper of the module, not a test or fixture, whose every call sits
    under ``if __name__ == "__main__":`` at module level
    (``configure_env()`` there): a test run never calls it."""
    guards = ctx.scratch.get(_GUARDS)
    if guards is None:
        guards = ctx.scratch[_GUARDS] = [
            statement for statement in ctx.tree.body
            if type(statement) is ast.If and _mentions_main(statement.test)
        ] if "__main__" in ctx.text else []
    if not guards or type(function) not in (ast.FunctionDef, ast.AsyncFunctionDef):
        return False
    if ctx.semantic.scope_of(function).parent is not ctx.semantic.module:
        return False  # not a function of the module itself
    if ctx.role(function) not in (None, Role.HELPER):
        return False  # a test or fixture the runner calls too
    calls = ctx.semantic.only_called(function)
    return bool(calls) and all(
        any(guard.lineno <= call.lineno <= guard.end_lineno for guard in guards)
        for call in calls
    )


_GUARDS = "TA70x main guards"  # ctx.scratch key: the module's `if __name__ == ...` blocks


def stays_after_import(change, filename: str, tree: ast.Module, changes_at) -> bool:
    """Whether a change made as the test module is imported stays for every
    test collected with it: not in a ``conftest.py`` (configuration for
    every test below it), not under ``if __name__ == "__main__":``, and not
    undone by the module's own code as it is imported, nor the undoing
    itself (``sys.path.append(d)``, ``import examples``,
    ``sys.path.remove(d)``: a failure on the way fails the collection).
    ``changes_at``: the file's changes by node."""
    if os.path.basename(filename) == "conftest.py":
        return False
    line = change.node.lineno
    for statement in tree.body:
        if statement.lineno <= line <= (statement.end_lineno or statement.lineno):
            if type(statement) is ast.If and _mentions_main(statement.test):
                return False
            break
    for node in walk_local(tree):
        if type(node) not in (ast.Call, ast.Assign, ast.AugAssign, ast.Delete):
            continue
        for other in changes_at(node):
            if other.node is change.node:
                continue
            if other.node.lineno > line and puts_back(other, change):
                return False
            if other.node.lineno < line and puts_back(change, other):
                return False
    return True


def _mentions_main(test: ast.AST) -> bool:
    return any(type(node) is ast.Name and node.id == "__name__" for node in ast.walk(test))
