"""An assertion that can never fail.

## What it flags
In a test file, assertions whose outcome is fixed by how they are written:

- `assert "message"`, `assert f"...{x}"`, `assert lambda: ...`, and
  `assert (x, "message")` / `assert [x]`: a non-empty string or container is
  always true (the parenthesised tuple is the classic slip for
  `assert x, "message"`);
- `assert x == "a" or "b"`: an `or` with a non-empty literal is always true;
- `assert 1 == 1`, `assert None is None`, `self.assertEqual(3, 3)`: two
  literals written the same way; `assert x is x`, `self.assertIs(x, x)`: a
  name is always itself; `assert len(x) >= 0`;
- `assert True` (and `assert 1`, `self.assertTrue(True)`) standing in for a
  check: in a function that checks nothing else, the functions nested in it
  and the one around it included, and does not say that getting through
  is its check (`# No exception thrown` before it marks the point
  reached, as for TA301's stated oracles);
- `self.assertTrue(x, 3)`, `self.assertTrue(cipher, ("ECDHE", "ECDSA"))`,
  `self.assertFalse(x, False)`: the second argument is the failure message,
  so nothing is compared — reported when it is a literal that is not a string;
- `self.assertTrue("text")`, `self.assertFalse(0)`, `self.assertIsNotNone(<literal>)`,
  `self.assertIsNone(None)`;
- mock assertion methods without their `assert_` prefix, which on a `Mock`
  return a new, truthy `Mock` instead of checking anything (until Python
  3.12 turns them into an `AttributeError`): `m.called_once_with(...)`,
  `m.called_with(...)`, `m.called_once()`, `m.not_called()`,
  `m.any_call(...)`, `m.has_calls(...)` and their `awaited` twins, under
  `assert` or as a statement of their own (misspellings such as `assret_`
  already raise `AttributeError`), not on a parameter typed as no mock
  (`requests_mock: Mocker`, whose `called_once` is a real property), nor
  inside `pytest.raises`/`assertRaises` or a `try` that catches
  `AttributeError` (a suite checking that a safe mock refuses the
  misspelling);
- `m.assert_called_once` and other `assert*` methods named but not called
  (not inside `pytest.deprecated_call()`, `pytest.warns`/`raises` or
  `assertWarns`/`assertRaises`, where reading the attribute is the act the
  block checks, nor in a `try` that catches `AttributeError`, where reading
  it asks whether the method exists).

Not reported: `x == x` and `assertEqual(x, x)` on names, attributes or calls
(they run `__eq__`, which equality tests mean to check), equal literals in a
test that also asserts that two different literals differ
(`assertEqual([()], [()])` beside `assertNotEqual([()], [(), ()])`: it tests
how the language compares values), `assert True` next to other checks,
those a helper the test calls makes included, as TA301 follows helpers
(`_compare(expected, actual)` of the file, which asserts; a marker such as
`except TypeError: assert True`, or `assert 1 == 1` or
`self.assertEqual(0, 0)` as an `except` handler's statement, in the test,
a thread target it defines, or a class or module body; a `raise` of an
exception counts as a check),
`assert False` / `self.assertTrue(False)` (they always fail, on purpose), a
non-string message that is not a literal (`self.assertTrue(ok, response.body)`
shows the body on failure), attributes named like a typo that this file
defines itself, assertion methods called in a test named for assertion
methods (`test_assertIsNone` calling `self.assertIsNone(None)`: a test
library's own suite checks the cases its methods must pass) or in a test
that expects the same method to fail on other values
(`self.assertRaises(AssertionError, self.tc.assertIs, a, b)`, or the
method called in a `with self.assertRaises(AssertionError):` block), and an
assertion method of an object a call built (`recorder =
record_statements("mssql")`, then `recorder.assert_("ALTER ...")`): that is
the object's own method, not unittest's alias.

## Why it is bad
An assertion that cannot fail looks like a check in review and in coverage,
and makes the test green whatever the code does. Most of these are slips:
a misplaced parenthesis, a forgotten comparison, a misspelt mock method.

## Example
```python
from unittest import mock


def test_total(cart):
    assert (cart.total() == 30, "total is wrong")


def test_mailer_is_called(shop):
    mailer = mock.Mock()
    shop.checkout(mailer=mailer)
    assert mailer.send.called_once_with("receipt")
```

## Use instead
```python
from unittest import mock


def test_total(cart):
    assert cart.total() == 30, "total is wrong"


def test_mailer_is_called(shop):
    mailer = mock.Mock()
    shop.checkout(mailer=mailer)
    mailer.send.assert_called_once_with("receipt")
```

## Options
None.
"""

from __future__ import annotations

import ast

from flake8_testarch.syntax import attribute_chain, dotted_name
from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.core.rule import Hit, Rule, calls_named
from flake8_testarch.suite.doubles import MOCK_CALL_CHECKS, mock_member
from flake8_testarch.rules.validation._literals import (
    always_true,
    compares_literals_both_ways,
    is_falsy_literal,
    is_literal,
    is_message_constant,
    is_truthy_constant,
)
from flake8_testarch.rules.validation._assertion_method_tests import (
    about_assertions,
    may_be_a_test_case,
    methods_expected_to_fail,
)
from flake8_testarch.rules.validation._attribute_reads import read_for_its_effect
from flake8_testarch.rules.validation._markers import (
    REFLEXIVE,
    TRUTHY_METHODS,
    literal_equals_itself,
    literals_alike,
    marks_a_handler,
    stands_in,
)

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: assert something that can fail"

RULE = Rule(
    code="TA305",
    name="vacuous-assertion",
    summary="an assertion that can never fail",
    message="{what}; {fix}",
)

# The mock checks written without `assert_` (`m.called_once_with(...)`);
# `m.called` and `m.awaited` are real attributes.
_MOCK_TYPOS = {
    check.removeprefix("assert_"): check
    for check in MOCK_CALL_CHECKS
    if check not in ("assert_called", "assert_awaited")
}
_FALSY_METHODS = frozenset({"assertFalse", "failIf"})
_SAME_METHODS = frozenset(
    {"assertEqual", "assertEquals", "assertIs", "assertLessEqual", "assertGreaterEqual",
     "assertListEqual", "assertTupleEqual", "assertDictEqual", "assertSetEqual",
     "assertSequenceEqual", "assertMultiLineEqual", "assertCountEqual", "assertAlmostEqual",
     "assertAlmostEquals"}
)
_UNITTEST_METHODS = (
    TRUTHY_METHODS | _FALSY_METHODS | _SAME_METHODS | {"assertIsNotNone", "assertIsNone"}
)
# A line as the parser ends it: at \r\n, \r or \n only (not at a form feed).
_PARSER_LINE = lazy_compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


# --- comparisons fixed by how they are written ---------------------------------


def _source(node: ast.AST, ctx) -> str:
    segment = _segment(node, ctx) if ctx.lines else None
    return segment if segment is not None else ast.dump(node)


def _segment(node: ast.AST, ctx) -> str | None:
    """``ast.get_source_segment(ctx.text, node)``, from the file's lines split
    once: the stdlib splits the whole text again on every call, which made
    each literal comparison cost the length of the file."""
    end_line, end_col = getattr(node, "end_lineno", None), getattr(node, "end_col_offset", None)
    if end_line is None or end_col is None:
        return None
    state = _state(ctx)
    if state.lines is None:
        state.lines = _PARSER_LINE.findall(ctx.text)
    lines, first = state.lines, node.lineno - 1
    if end_line - 1 == first:
        return lines[first].encode()[node.col_offset:end_col].decode()
    return "".join(
        [
            lines[first].encode()[node.col_offset:].decode(),
            *lines[first + 1:end_line - 1],
            lines[end_line - 1].encode()[:end_col].decode(),
        ]
    )


def _same_operands(left: ast.AST, right: ast.AST, operator: ast.AST, ctx) -> str | None:
    """Both sides fixed and equal: two literals written alike, or a name and itself."""
    if isinstance(left, ast.Name):
        if not (isinstance(right, ast.Name) and right.id == left.id):
            return None
    elif not (is_literal(left) and is_literal(right)) or ast.dump(left) != ast.dump(right):
        return None
    if is_literal(left) and _source(left, ctx) == _source(right, ctx):
        if compares_literals_both_ways(ctx):
            return None  # the test is about how the language compares values
        return "both sides are the same literal"
    if isinstance(left, ast.Name) and isinstance(operator, ast.Is):
        return f"{left.id} is always {left.id}"
    return None


def _is_len(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "len"
        and len(node.args) == 1
    )


def _is_zero(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value == 0 and node.value is not False


# --- what the rule keeps for a file ------------------------------------------------


class _FileState:
    def __init__(self) -> None:
        self.defined: set[str] | None = None
        # The file's text split into lines as the parser splits it.
        self.lines: list[str] | None = None


def _state(ctx) -> _FileState:
    state = ctx.scratch.get(RULE.code)
    if state is None:
        state = ctx.scratch[RULE.code] = _FileState()
    return state


# --- mock typos ------------------------------------------------------------------


def _defined_in_file(name: str, ctx) -> bool:
    """The file defines ``name`` itself (a method, or an attribute it assigns)."""
    state = _state(ctx)
    if state.defined is None:
        state.defined = set()
        for node in ctx.nodes_of(ast.FunctionDef, ast.AsyncFunctionDef):
            state.defined.add(node.name)
        for node in ctx.nodes_of(ast.Attribute):
            if type(node.ctx) is ast.Store:
                state.defined.add(node.attr)
    return name in state.defined


def _mock_typo(node: ast.AST, ctx) -> tuple[str, str] | None:
    """``(written, meant)`` for ``m.called_once_with`` and kin, else None."""
    target = node.func if isinstance(node, ast.Call) else node
    if not isinstance(target, ast.Attribute):
        return None
    attribute = target.attr
    meant = _MOCK_TYPOS.get(attribute)
    if meant is None or _defined_in_file(attribute, ctx) or _typed_as_no_mock(target.value, ctx):
        return None
    receiver = ast.unparse(target.value)
    return f"{receiver}.{attribute}", f"{receiver}.{meant}"


def _typed_as_no_mock(receiver: ast.AST, ctx) -> bool:
    """The receiver is a parameter annotated with a class that is no mock
    (``requests_mock: Mocker``, whose ``called_once`` is a real property)."""
    root, _attributes = attribute_chain(receiver)
    if root is None:
        return False
    binding, _scope = ctx.semantic.binding_at(root)
    annotation = binding.value if binding is not None and binding.kind == "parameter" else None
    if type(annotation) is ast.Subscript:
        annotation = annotation.value
    if annotation is None:
        return False
    named = ctx.resolve(annotation) or dotted_name(annotation) or ""
    return bool(named) and mock_member(annotation, ctx.resolve) is None and (
        named.rpartition(".")[2] not in _UNTYPED_OR_MOCKS
    )


_UNTYPED_OR_MOCKS = frozenset({"Any", "object", "Mock", "MagicMock", "AsyncMock",
                               "NonCallableMock", "NonCallableMagicMock", "MockType"})


def _typo_hit(node: ast.AST, typo: tuple[str, str]) -> Hit:
    written, meant = typo
    return Hit(
        node,
        {
            "what": (
                f"{written} is not a mock assertion: on a Mock (before Python 3.12) it returns "
                "a new, truthy Mock and checks nothing"
            ),
            "fix": f"call {meant}(...)",
        },
    )


# --- visitors ----------------------------------------------------------------------


def _assert_problem(test: ast.AST) -> tuple[str, str] | None:
    """What is vacuous about an assert's test that is no comparison (those:
    _compare_problem) and no call or attribute (those can only be mock typos)."""
    what = always_true(test)
    if what:
        if isinstance(test, ast.Tuple) and len(test.elts) == 2:
            return (
                "assert on a (condition, message) tuple: " + what,
                "drop the parentheses: assert condition, message",
            )
        return f"assert on a literal: {what}", "assert a condition on the value under test"
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or):
        for value in test.values:
            reason = always_true(value) or (
                "a non-zero number is always true"
                if is_truthy_constant(value) and not isinstance(value.value, bool)
                else None
            )
            if reason:
                return (
                    f"'or {ast.unparse(value)}': {reason}",
                    "compare each alternative: assert x == a or x == b, or assert x in (a, b)",
                )
    return None


def _compare_problem(test: ast.Compare, ctx) -> tuple[str, str] | None:
    if len(test.ops) != 1:
        return None
    left, operator, right = test.left, test.ops[0], test.comparators[0]
    # Sides that are the same name or literal are nodes of the same type.
    if type(left) is type(right) and isinstance(operator, REFLEXIVE):
        same = _same_operands(left, right, operator, ctx)
        if same:
            return same, "compare the value under test with the expected value"
    if (isinstance(operator, ast.GtE) and _is_len(left) and _is_zero(right)) or (
        isinstance(operator, ast.LtE) and _is_zero(left) and _is_len(right)
    ):
        return "a length is never negative", "assert the expected length"
    return None


# The only kinds of assert test that can be vacuous (a name, a negation, a
# subscript... never are).
_ASSERT_CANDIDATES = frozenset({
    ast.Compare, ast.Call, ast.Attribute, ast.BoolOp, ast.Constant, ast.JoinedStr, ast.Lambda,
    ast.Tuple, ast.List, ast.Set, ast.Dict,
})


def visit_Assert(node: ast.Assert, ctx):
    test = node.test
    kind = type(test)
    if kind not in _ASSERT_CANDIDATES:
        return None
    if kind is ast.Call or kind is ast.Attribute:
        typo = _mock_typo(test, ctx)
        return [_typo_hit(node, typo)] if typo and not read_for_its_effect(node, ctx) else None
    if kind is ast.Compare:
        if literal_equals_itself(test) and marks_a_handler(node, ctx) and not stands_in(
            node, ctx
        ):
            return None  # `except ValueError: assert 1 == 1`, a marker as `assert True` is
        problem = _compare_problem(test, ctx)
        if problem is None:
            return None
        return [Hit(node, {"what": problem[0] + ", so it can never fail", "fix": problem[1]})]
    if is_truthy_constant(test):
        if stands_in(node, ctx):
            return [Hit(
                node,
                {
                    "what": f"assert {ast.unparse(test)} stands in for a check and can never fail",
                    "fix": "assert the outcome this code is about",
                },
            )]
        return None
    problem = _assert_problem(test)
    if problem is None:
        return None
    what, fix = problem
    if node.msg is not None and always_true(test):
        what += " (what follows the comma is only the failure message)"
        fix = "write the comparison you meant, e.g. assert expected in value"
    what += ", so it can never fail"
    return [Hit(node, {"what": what, "fix": fix})]


def visit_Expr(node: ast.Expr, ctx):
    value = node.value
    kind = type(value)
    if kind is ast.Call:
        func = value.func
        if type(func) is not ast.Attribute or func.attr not in _MOCK_TYPOS:
            return None
        typo = _mock_typo(value, ctx)
        return [_typo_hit(node, typo)] if typo and not read_for_its_effect(node, ctx) else None
    if kind is not ast.Attribute:
        return None
    typo = _mock_typo(value, ctx)
    if typo or value.attr.startswith("assert"):
        if read_for_its_effect(node, ctx):
            return None
        if typo:
            return [_typo_hit(node, typo)]
        written = ast.unparse(value)
        return [Hit(
            node,
            {
                "what": f"{written} is named but never called, so it checks nothing",
                "fix": f"call it: {written}(...)",
            },
        )]
    return None


def _unittest_problem(method: str, args: list[ast.AST], ctx, node) -> tuple[str, str] | None:
    first = args[0]
    if method in TRUTHY_METHODS or method in _FALSY_METHODS:
        if len(args) >= 2 and is_literal(args[1]) and not is_message_constant(args[1]):
            return (
                f"{method}(x, {ast.unparse(args[1])}) takes its second argument as the failure "
                "message: it only tests x for truth and compares nothing",
                "use assertEqual(x, expected), or pass a string message",
            )
    if method in TRUTHY_METHODS:
        what = always_true(first)
        if what:
            return f"{method} on a literal: {what}, so it can never fail", (
                "pass the condition under test"
            )
        if is_truthy_constant(first) and stands_in(node, ctx):
            return f"{method}({ast.unparse(first)}) stands in for a check and can never fail", (
                "assert the outcome this code is about"
            )
    elif method in _FALSY_METHODS:
        if is_falsy_literal(first):
            return f"{method}({ast.unparse(first)}) on a false literal can never fail", (
                "pass the condition under test"
            )
    elif method == "assertIsNotNone":
        if always_true(first) or (is_literal(first) and not (
            isinstance(first, ast.Constant) and first.value is None
        )):
            return "assertIsNotNone on a literal, which is never None, can never fail", (
                "pass the value under test"
            )
    elif method == "assertIsNone":
        if isinstance(first, ast.Constant) and first.value is None:
            return "assertIsNone(None) can never fail", "pass the value under test"
    elif len(args) >= 2:
        operator = ast.Is() if method == "assertIs" else ast.Eq()
        same = _same_operands(first, args[1], operator, ctx)
        if same and literals_alike(first, args[1]) and marks_a_handler(node, ctx) and not (
            stands_in(node, ctx)
        ):
            return None  # `except ValueError: self.assertEqual(0, 0)`, a marker
        if same:
            return f"{method}: {same}, so it can never fail", (
                "compare the value under test with the expected value"
            )
        if method == "assertGreaterEqual" and _is_len(first) and _is_zero(args[1]):
            return "a length is never negative, so it can never fail", (
                "assert the expected length"
            )
    return None


@calls_named(_UNITTEST_METHODS)
def visit_Call(node: ast.Call, ctx):
    func = node.func
    if type(func) is not ast.Attribute or func.attr not in _UNITTEST_METHODS or not node.args:
        return None
    if not may_be_a_test_case(func.value, ctx) or about_assertions(ctx):
        return None
    if func.attr in methods_expected_to_fail(ctx):
        return None  # the passing case beside `assertRaises(AssertionError, tc.assertIs, a, b)`
    problem = _unittest_problem(func.attr, node.args, ctx, node)
    if problem is None:
        return None
    return [Hit(node, {"what": problem[0], "fix": problem[1]})]
