"""The checks a test shows in its own statements, whatever its imports
(TA301): an ``assert``, a raise inside a block, an assertion call whose
name as written matches, or a lookup or a compile made only for its raise. Most tests
show one and need nothing more."""

from __future__ import annotations

import ast

from flake8_testarch.rules.validation._check_search import raises_a_failure
from flake8_testarch.rules.validation._statements import is_written_assertion_call
from flake8_testarch.syntax import blocks


def checks_plainly(test, patterns) -> bool:
    """What the walk would find whatever the imports, read from the test's
    statements alone: an assert, a raise inside a block, or an assertion call
    whose name as written matches, made as a statement or a ``with`` item. Most
    tests show one and need nothing more."""
    # A raise directly in the test body is an unconditional error, not a check.
    stack = [statement for statement in test.body if not isinstance(statement, ast.Raise)]
    while stack:
        statement = stack.pop()
        if isinstance(statement, ast.Assert) or raises_a_failure(statement):
            return True
        if isinstance(statement, ast.Expr):
            value = statement.value
            if isinstance(value, ast.Await) and isinstance(value.value, ast.Subscript):
                value = value.value  # `await couch[name]`: an asynchronous lookup
            if isinstance(value, (ast.Subscript, ast.Attribute)) or _bare_getattr(value):
                # A lookup whose value is thrown away (``codecs["json"]``,
                # ``getattr(cls, name)``) does nothing but raise when the key
                # or attribute is missing.
                return True
            if _builtin_call(value, "compile"):
                # Source compiled and thrown away (``compile(generated,
                # "<test>", "exec")``): done only for the SyntaxError.
                return True
            calls = [statement.value]
        elif isinstance(statement, (ast.With, ast.AsyncWith)):
            calls = [item.context_expr for item in statement.items]
        else:
            calls = ()
        for call in calls:
            if isinstance(call, ast.Call) and is_written_assertion_call(call, patterns):
                return True
        for _field, block in blocks(statement):
            stack.extend(block)
    return False


def _bare_getattr(expression: ast.AST) -> bool:
    """``getattr(owner, name)`` with no default: it raises when ``name`` is missing."""
    return _builtin_call(expression, "getattr") and len(expression.args) == 2 and not (
        expression.keywords
    )


def _builtin_call(expression: ast.AST, name: str) -> bool:
    return (
        type(expression) is ast.Call and type(expression.func) is ast.Name
        and expression.func.id == name
    )
