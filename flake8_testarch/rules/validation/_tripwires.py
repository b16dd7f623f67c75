"""Checks a test makes by handing something on or setting a tripwire
(TA301): an assertion handed to a call to run later, a lambda that fails
whenever it is called, a mock made to raise ``AssertionError``."""

from __future__ import annotations

import ast

from flake8_testarch.rules.validation._statements import names_an_assertion
from flake8_testarch.syntax import dotted_name

# What a raise of fails a test with, by its dotted name.
ASSERTION_ERRORS = frozenset({
    "AssertionError", "builtins.AssertionError", "self.failureException", "pytest.fail.Exception",
    # twisted trial's failure, an AssertionError
    "twisted.trial.unittest.FailTest", "twisted.trial._synctest.FailTest",
})


def hands_on_an_assertion(call: ast.Call, imports, patterns) -> bool:
    """An assertion handed to a call to run later: ``d.addCallback(self.assertEqual,
    expected)``, ``map(self.assertTrue, flags)``; or a tripwire, a lambda
    that fails whenever it is called (``on_error=lambda *a: 1 / 0``): the
    test fails if the code calls what it must not."""
    return any(
        type(value) in (ast.Name, ast.Attribute)
        and names_an_assertion(value, imports, patterns)
        or type(value) is ast.Lambda and _always_fails(value.body)
        for value in (*call.args, *(keyword.value for keyword in call.keywords))
    ) or any(
        keyword.arg == "side_effect" and an_assertion_error(keyword.value, imports)
        for keyword in call.keywords
    )


def sets_a_failing_side_effect(node: ast.Assign, imports) -> bool:
    """``backend.update.side_effect = AssertionError()``: a mock's method made
    a tripwire, failing the test whenever the code calls it."""
    return any(
        type(target) is ast.Attribute and target.attr == "side_effect"
        for target in node.targets
    ) and an_assertion_error(node.value, imports)


def an_assertion_error(value: ast.AST, imports) -> bool:
    """``AssertionError`` or ``AssertionError("...")``: what fails a test
    when raised."""
    if type(value) is ast.Call:
        value = value.func
    return (dotted_name(value) in ASSERTION_ERRORS) or (
        imports.resolve(value) in ASSERTION_ERRORS
    )


def _always_fails(expression: ast.AST) -> bool:
    """``1 / 0``, ``x // 0``: a division by a literal zero."""
    return (
        type(expression) is ast.BinOp and type(expression.op) in (ast.Div, ast.FloorDiv, ast.Mod)
        and type(expression.right) is ast.Constant and expression.right.value == 0
    )
