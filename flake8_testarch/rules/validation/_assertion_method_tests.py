"""When a call of an assertion method that cannot fail is a test of the
method itself (a test library's own suite), or not unittest's method at
all (TA305)."""

from __future__ import annotations

import ast

from flake8_testarch.syntax import last_name


def about_assertions(ctx) -> bool:
    """The function around the call is named for assertion methods
    (``test_assertIsNone``, ``test_assert_equal_on_literals``): a test
    library's own suite checks its methods on the inputs that must pass."""
    function = ctx.current_function
    return function is not None and "assert" in function.name.lower()


def methods_expected_to_fail(ctx) -> frozenset[str]:
    """The assertion methods the function around the call expects to fail
    on other values (``self.assertRaises(AssertionError, self.tc.assertIs,
    a, b)``, or called in a ``with self.assertRaises(AssertionError):``
    block): it tests the method itself, a test library's own suite, and the
    case that must pass is its other half."""
    function = ctx.current_function
    if function is None:
        return frozenset()
    known = ctx.scratch.setdefault(_EXPECTED_TO_FAIL, {})
    found = known.get(function)
    if found is None:
        names = set()
        for node in ctx.local_nodes(function):
            if type(node) is ast.Call and _expects_an_assertion_error(node):
                if len(node.args) > 1 and type(node.args[1]) is ast.Attribute:
                    names.add(node.args[1].attr)
            elif type(node) in (ast.With, ast.AsyncWith) and any(
                _expects_an_assertion_error(item.context_expr) for item in node.items
            ):
                names.update(
                    inner.func.attr for statement in node.body for inner in ast.walk(statement)
                    if type(inner) is ast.Call and type(inner.func) is ast.Attribute
                )
        found = known[function] = frozenset(names)
    return found


_EXPECTED_TO_FAIL = "TA305.methods expected to fail"  # ctx.scratch key


def _expects_an_assertion_error(call: ast.AST) -> bool:
    """``assertRaises(AssertionError, ...)``, ``pytest.raises(AssertionError)``."""
    return (
        type(call) is ast.Call and last_name(call.func) in ("assertRaises", "raises")
        and bool(call.args) and last_name(call.args[0]) == "AssertionError"
    )


def may_be_a_test_case(receiver: ast.AST, ctx) -> bool:
    """Whether the object whose assertion method is called may be a
    ``TestCase``: ``self``/``cls``, ``super()``, or a name the function is
    handed (``def check(case): case.assertTrue(...)``). A name bound to
    what a call built (``context = op_fixture()``) is another object, whose
    ``assert_`` is its own method."""
    if type(receiver) is not ast.Name or receiver.id in ("self", "cls"):
        return True
    binding, _scope = ctx.semantic.binding_at(receiver)
    return binding is None or binding.kind != "value" or type(binding.value) is not ast.Call
