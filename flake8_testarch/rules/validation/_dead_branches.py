"""Branches of a test that never run (TA302): under ``if TYPE_CHECKING:``
(or ``if False:``), and under a branch only Python 2 takes in a project
that does not run on Python 2."""

from __future__ import annotations

import ast
import os

from flake8_testarch.project.roots import project_for
from flake8_testarch.semantic.version_checks import runs_only_below


def never_runs(path) -> bool:
    """Under ``if TYPE_CHECKING and ...:`` (or ``if False:``): only for type checkers."""
    return any(
        isinstance(owner, ast.If) and field == "body" and is_type_checking(owner.test)
        for owner, field, _block, _index in path
    )


def is_type_checking(test: ast.AST) -> bool:
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        return any(is_type_checking(value) for value in test.values)
    name = test.attr if isinstance(test, ast.Attribute) else getattr(test, "id", None)
    return name == "TYPE_CHECKING" or (isinstance(test, ast.Constant) and not test.value)


def only_on_python_2(path, ctx) -> bool:
    """Under a branch only Python 2 takes (``if sys.version_info < (3,):``)
    in a project that does not declare Python 2 among its Pythons: the
    return never runs."""
    if "version_info" not in ctx.text:
        return False
    for owner, field, _block, _index in path:
        if isinstance(owner, ast.If) and field in ("body", "orelse"):
            below = runs_only_below(owner, field == "orelse", ctx.resolve)
            if below is not None and below <= (3,):
                return not project_for(os.path.abspath(ctx.filename)).python_2
    return False
