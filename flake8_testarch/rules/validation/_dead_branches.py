"""Branches of a test that never run (TA302): under ``if TYPE_CHECKING:``
(or ``if False:``), under a branch only Pythons the project does not run
on take, under a branch no Python 3 takes, and under the
condition the test's own ``skipIf`` skips it on; and guards every Python
the linter knows takes (``hasattr(unittest, "SkipTest")``)."""

from __future__ import annotations

import ast
import builtins
import operator
import os
import sys

from flake8_testarch.project.roots import project_for
from flake8_testarch.semantic.version_checks import runs_only_below
from flake8_testarch.syntax import last_name


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


def only_below_the_projects_pythons(path, ctx) -> bool:
    """Under a branch only Pythons the project does not run on take: one
    only Python 2 takes (``if sys.version_info < (3,):``) in a project that
    does not declare Python 2, or one only Pythons below the lowest its
    required Python admits take (``if sys.version_info < (3, 8):`` with
    ``requires-python = ">=3.10"``): the return never runs."""
    if "version_info" not in ctx.text:
        return False
    for owner, field, _block, _index in path:
        if isinstance(owner, ast.If) and field in ("body", "orelse"):
            below = runs_only_below(
                owner, field == "orelse", ctx.resolve, ctx.semantic.assigned_at
            )
            if below is None:
                continue
            pythons = project_for(os.path.abspath(ctx.filename)).pythons
            if below <= (3,) and not pythons.python_2:
                return True
            if pythons.minimum is not None and below <= pythons.minimum:
                return True
    return False


def never_taken_on_python_3(path, ctx) -> bool:
    """Under a branch no Python 3 takes: an ``if`` on ``sys.maxunicode``
    compared with a number (a narrow build; since Python 3.3 it is always
    0x10FFFF), or the ``except NameError`` handler of a ``try`` that only
    reads builtin names (``try: slice except NameError: return``)."""
    for owner, field, block, _index in path:
        if type(owner) is ast.If and field in ("body", "orelse"):
            holds = _on_python_3(owner.test, ctx.resolve)
            if holds is not None and holds is (field == "orelse"):
                return True
        elif type(owner) is ast.Try and field == "handler":
            handler = next(h for h in owner.handlers if h.body is block)
            if type(handler.type) is ast.Name and handler.type.id == "NameError" and all(
                type(statement) is ast.Expr and type(statement.value) is ast.Name
                and statement.value.id in _BUILTINS
                for statement in owner.body
            ):
                return True
    return False


def _on_python_3(test: ast.AST, resolve) -> bool | None:
    """What ``sys.maxunicode <op> number`` gives on every Python 3 since
    3.3; None for any other test."""
    if type(test) is not ast.Compare or len(test.ops) != 1:
        return None
    bound = test.comparators[0]
    compare = _OPERATORS.get(type(test.ops[0]))
    if compare is None or type(bound) is not ast.Constant or type(bound.value) is not int:
        return None
    if resolve(test.left) != "sys.maxunicode":
        return None
    return compare(_MAX_UNICODE, bound.value)


_MAX_UNICODE = 0x10FFFF
_OPERATORS = {
    ast.Lt: operator.lt, ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge,
    ast.Eq: operator.eq, ast.NotEq: operator.ne,
}
_BUILTINS = frozenset(dir(builtins))


def skipped_when_it_holds(path, function) -> bool:
    """Under an ``if`` whose test is, word for word, the condition a
    ``skipIf`` decorator of the test skips it on (``@skipIf(fips_mode,
    ...)`` then ``if fips_mode: return``): the test never gets there."""
    skipped_on = [
        ast.dump(decorator.args[0]) for decorator in function.decorator_list
        if type(decorator) is ast.Call and decorator.args
        and last_name(decorator.func) == "skipIf"
    ]
    return bool(skipped_on) and any(
        type(owner) is ast.If and field == "body" and ast.dump(owner.test) in skipped_on
        for owner, field, _block, _index in path
    )


def always_holds(test: ast.AST, ctx) -> bool:
    """``hasattr(unittest, "SkipTest")``: a standard module asked for a name
    it has had since before Python 3 (read from the module as this Python
    has it loaded; nothing is imported for it)."""
    if not (
        type(test) is ast.Call and type(test.func) is ast.Name and test.func.id == "hasattr"
        and len(test.args) == 2 and type(test.args[1]) is ast.Constant
        and isinstance(test.args[1].value, str)
    ):
        return False
    module_name = ctx.resolve(test.args[0])
    module = sys.modules.get(module_name) if module_name in sys.stdlib_module_names else None
    return module is not None and test.args[1].value in vars(module)
