"""Which expressions of a test file stand for exceptions: by Python's
naming convention, by being a project class derived from one, or by the
file itself treating them as exceptions, expecting a call to raise them
(``pytest.raises(TIMEOUT)``, ``self.assertRaises(Refused, ...)``) or
catching them (``except TIMEOUT:``). Whatever their names, and even when
their definition cannot be read (a library that is not installed), the
suite says they are exceptions."""

from __future__ import annotations

import ast

from flake8_testarch.project.classes import derives_from_an_exception
from flake8_testarch.project.roots import project_only
from flake8_testarch.suite.vocabulary import RAISE_EXPECTING_CALLS
from flake8_testarch.syntax import EXCEPTION_NAME_ENDINGS, dotted_name, last_name

_SCRATCH = "suite.expected errors"  # ctx.scratch key


def treated_as_exceptions(ctx) -> frozenset[str]:
    """The dotted names (as written) the file expects raised or catches;
    read once per file."""
    found = ctx.scratch.get(_SCRATCH)
    if found is None:
        names: set[str] = set()
        for handler in ctx.nodes_of(ast.ExceptHandler):
            _add(handler.type, names)
        for method in RAISE_EXPECTING_CALLS:
            for call in ctx.semantic.nodes.calls_named(method):
                if call.args:
                    _add(call.args[0], names)
        found = ctx.scratch[_SCRATCH] = frozenset(names)
    return found


def _add(expression: ast.AST | None, names: set[str]) -> None:
    if isinstance(expression, ast.Tuple):
        for element in expression.elts:
            _add(element, names)
    elif expression is not None:
        name = dotted_name(expression)
        if name:
            names.add(name)


def is_exception(expression: ast.AST, ctx=None) -> bool:
    """An exception class or instance, by Python's naming convention
    (``OSError``, ``errors.ConnectionError()``, ``KeyboardInterrupt``, a
    module's ``socket.error``), or, given ``ctx``, one the file itself
    expects raised or catches (``pytest.raises(pexpect.TIMEOUT)``), or a
    project class whose bases make it one (``errors.ResourceDoesNotExist("x")``)."""
    if isinstance(expression, ast.Call):
        expression = expression.func
    name = last_name(expression)
    if name.endswith(EXCEPTION_NAME_ENDINGS):
        return True
    if ctx is not None and dotted_name(expression) in treated_as_exceptions(ctx):
        return True  # the file expects it raised or catches it (`pytest.raises(TIMEOUT)`)
    found = ctx.project_definition(expression) if ctx is not None and name[:1].isupper() else None
    if found is not None and type(found[1]) is ast.ClassDef:
        return derives_from_an_exception(found[1], found[0], project_only(ctx.filename))
    # A module's own exception, named in lower case (``socket.error``,
    # ``select.error``, ``socket.gaierror``).
    return isinstance(expression, ast.Attribute) and name.endswith("error")


def expects_a_raise(block: ast.AST) -> bool:
    """A ``with pytest.raises(...)`` / ``with self.assertRaises(...)`` block:
    it ends on the error the code in it raises, and checks that it came."""
    return type(block) in (ast.With, ast.AsyncWith) and any(
        type(item.context_expr) is ast.Call
        and last_name(item.context_expr.func) in RAISE_EXPECTING_CALLS
        for item in block.items
    )
