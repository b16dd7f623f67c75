"""Markers and stand-ins (TA305): an assertion that cannot fail is a marker
when real checks sit beside it (``except ValueError: assert True``), and
stands in for a check when nothing else in the test checks."""

from __future__ import annotations

import ast

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.rules.validation._check_search import file_search
from flake8_testarch.rules.validation._literals import is_literal, is_truthy_constant
from flake8_testarch.rules.validation._stated_oracles import says_getting_through_is_the_check
from flake8_testarch.syntax import walk

TRUTHY_METHODS = frozenset({"assertTrue", "assert_", "failUnless"})
REFLEXIVE = (ast.Eq, ast.Is, ast.LtE, ast.GtE)
_CHECK_CALL = lazy_compile(r"^(assert|fail)|^(raises|warns|fnmatch_lines|re_match_lines)$")
_CHECKS = "TA305 checks by function"  # ctx.scratch key
_HANDLED = "TA305 handler statements by function"  # ctx.scratch key


def _other_checks(function: ast.AST, ctx) -> bool:
    """The function, nested code included, checks something besides
    ``assert True`` stand-ins."""
    checks = ctx.scratch.setdefault(_CHECKS, {})
    if function not in checks:
        checks[function] = any(_is_real_check(node) for node in walk(function)) or (
            _checks_through_helpers(function, ctx)
        )
    return checks[function]


def _checks_through_helpers(function: ast.AST, ctx) -> bool:
    """A call the function makes reaches a check, as TA301 follows helpers
    (``_compare(expected, actual)``, a helper of the file that asserts)."""
    classes = [scope for scope in ctx.scopes if type(scope) is ast.ClassDef]
    owner = classes[-1] if classes else None
    search = file_search(ctx)
    return any(
        type(node) is ast.Call and search.call_checks(node, function, owner)
        for node in walk(function)
    )


def _is_real_check(node: ast.AST) -> bool:
    if isinstance(node, ast.Assert):
        return not (is_truthy_constant(node.test) or literal_equals_itself(node.test))
    if isinstance(node, ast.Raise):
        # ``else: raise AssertionError(...)`` fails the test as an assert would.
        return node.exc is not None
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if name in TRUTHY_METHODS and node.args and is_truthy_constant(node.args[0]):
        return False
    if len(node.args) >= 2 and literals_alike(node.args[0], node.args[1]):
        return False  # `assertEqual(1, 1)`: a marker too
    return bool(_CHECK_CALL.match(name))


def marks_a_handler(node: ast.AST, ctx) -> bool:
    """The assertion (an ``assert``, or an assertion call written as a
    statement) is a statement of an ``except`` handler's body (the
    handlers' statements read once per function, or per class or module
    body for one written there)."""
    function = ctx.current_function or (ctx.scopes[-1] if ctx.scopes else ctx.tree)
    memo = ctx.scratch.setdefault(_HANDLED, {})
    statements = memo.get(function)
    if statements is None:
        statements = memo[function] = {
            id(statement.value if type(statement) is ast.Expr else statement)
            for handler in ctx.nodes_within(ast.ExceptHandler, function)
            for statement in handler.body
        }
    return id(node) in statements


def literal_equals_itself(test: ast.AST) -> bool:
    """``1 == 1``, ``None is None``: two literals written alike."""
    return (
        type(test) is ast.Compare and len(test.ops) == 1
        and isinstance(test.ops[0], REFLEXIVE)
        and literals_alike(test.left, test.comparators[0])
    )


def literals_alike(left: ast.AST, right: ast.AST) -> bool:
    """Two literals written alike (``1`` and ``1``, ``None`` and ``None``)."""
    return is_literal(left) and is_literal(right) and ast.dump(left) == ast.dump(right)


def stands_in(node: ast.AST, ctx) -> bool:
    """No other check in the outermost function around the node: a helper
    nested in a test (a thread's target, a task) is part of the test, whose
    checks may sit beside it. Not when the test says that getting through
    is its check (``# No exception thrown`` then ``assert True``): the
    assertion marks the point reached, as the test states."""
    function = ctx.outermost_function
    if function is None:
        # In a class or module body: only an `except` handler's marker is one.
        return not marks_a_handler(node, ctx)
    return not _other_checks(function, ctx) and not says_getting_through_is_the_check(
        function, ctx
    )
