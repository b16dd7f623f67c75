"""More assertions in one test than the configured limit.

## What it flags
A collected test (a pytest test function or method, or a unittest `test*`
method) whose body holds more than `--testarch-max-asserts` assertions
(10 by default). The report sits on the `def` line, once per test, and
gives the count and the limit.

The count is static: every assertion written in the test's body counts
once, wherever it sits, so an assertion inside a loop counts once however
many times the loop runs. Assertions in functions nested in the test count
too, since they run as part of it; assertions inside helpers the test calls
do not. What counts as one assertion:

- an `assert` statement;
- a call of a method or function whose name starts with `assert` followed
  by `_` or a capital letter: `self.assertEqual(...)`,
  `mock.assert_called_once_with(...)`, `result.assert_outcomes(...)`,
  `assert_frame_equal(...)`;
- `self.fail(...)` and unittest's old `self.failUnless*` / `self.failIf*`;
- `pytest.raises`, `pytest.warns`, `pytest.deprecated_call` (as a
  context manager or called) and `pytest.fail`, under any import alias.

## Why it is bad
A test with a long list of checks verifies several behaviours at once.
The first failing check hides every check after it, the test's name cannot
say what broke, and a change to any of the behaviours breaks the same test.
Long assertion lists are usually a table of cases written out by hand.

## Example
```python
def test_parse_date():
    assert parse_date("2024-01-31").year == 2024
    assert parse_date("2024-01-31").month == 1
    assert parse_date("2024-01-31").day == 31
    assert parse_date("31/01/2024").year == 2024
    assert parse_date("31/01/2024").month == 1
    assert parse_date("31/01/2024").day == 31
    assert parse_date("Jan 31 2024").year == 2024
    assert parse_date("Jan 31 2024").month == 1
    assert parse_date("Jan 31 2024").day == 31
    assert parse_date("") is None
    assert parse_date("garbage") is None
```

## Use instead
One behaviour per test; a table of cases becomes a parametrized test.

```python
import datetime

import pytest


@pytest.mark.parametrize("text", ["2024-01-31", "31/01/2024", "Jan 31 2024"])
def test_parse_date_reads_every_supported_format(text):
    assert parse_date(text) == datetime.date(2024, 1, 31)


@pytest.mark.parametrize("text", ["", "garbage"])
def test_parse_date_rejects_unreadable_text(text):
    assert parse_date(text) is None
```

## Options
`--testarch-max-asserts` (config `testarch-max-asserts`): the most
assertions a test may hold, a whole number >= 1 (default 10).
"""

from __future__ import annotations

import ast

from flake8_testarch.suite.collection import Role
from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.core.rule import Hit, Rule, RuleOption
from flake8_testarch.core.settings import positive_int
from flake8_testarch.syntax import child_fields

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "medium: split the test by behaviour"

RULE = Rule(
    code="TA401",
    name="too-many-assertions",
    summary="more assertions in one test than the configured limit",
    message=(
        "{name} makes {count} assertions (limit {limit}); test one behaviour per test: "
        "split it by concern, or parametrize the cases"
    ),
    options=(
        RuleOption(
            flag="--testarch-max-asserts",
            help="TA401: the most assertions one test may hold (default: 10).",
            default="10",
            parse=positive_int(1),
        ),
    ),
)

# assertEqual, assert_called_once_with, assert_outcomes, assert_; not assertion_helper.
_ASSERTION_NAME = lazy_compile(r"assert(?:_|[A-Z])")
_SELF_FAIL = lazy_compile(r"fail(?:$|If|Unless)")
_PYTEST_CHECKS = frozenset(
    {"pytest.raises", "pytest.warns", "pytest.deprecated_call", "pytest.fail"}
)


def _is_assertion_call(call: ast.Call, ctx) -> bool:
    func = call.func
    if isinstance(func, ast.Attribute):
        name = func.attr
        if _ASSERTION_NAME.match(name):
            return True
        if (
            _SELF_FAIL.match(name)
            and isinstance(func.value, ast.Name)
            and func.value.id in ("self", "cls")
        ):
            return True
    elif isinstance(func, ast.Name):
        if _ASSERTION_NAME.match(func.id):
            return True
    else:
        return False
    if name_of(func) in ("raises", "warns", "deprecated_call", "fail"):
        return ctx.resolve(func) in _PYTEST_CHECKS
    return False


def name_of(func: ast.AST) -> str:
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def count_assertions(function: ast.AST, ctx) -> int:
    """The assertions in the function's body, nested definitions included."""
    count = 0
    stack = list(function.body)
    while stack:
        node = stack.pop()
        node_type = type(node)
        if node_type is ast.Assert:
            count += 1
        elif node_type is ast.Call and _is_assertion_call(node, ctx):
            count += 1
        for field in child_fields(node_type):
            value = getattr(node, field)
            if type(value) is list:
                for item in value:
                    if isinstance(item, ast.AST):
                        stack.append(item)
            elif isinstance(value, ast.AST):
                stack.append(value)
    return count


# Every assertion the count recognises has one of these words in its text. No
# two of them can overlap, so their counts add up to the matches of any of them.
_ASSERTION_WORDS = ("assert", "fail", "raises", "warns", "deprecated_call")


def _could_exceed(node, ctx, limit: int) -> bool:
    """A cheap upper bound from the source text: most tests have far fewer
    assertion-like words than the limit and need no walk at all."""
    end = getattr(node, "end_lineno", None) or len(ctx.lines)
    text, starts = ctx.text, ctx.line_starts()
    start, stop = starts[node.lineno - 1], starts[min(end, len(starts) - 1)]
    found = 0
    for word in _ASSERTION_WORDS:
        found += text.count(word, start, stop)
    return found > limit


def _check(node, ctx):
    limit = ctx.settings["testarch_max_asserts"]
    if ctx.classify(node) is not Role.TEST or not _could_exceed(node, ctx, limit):
        return ()
    count = count_assertions(node, ctx)
    if count > limit:
        return (Hit(node, {"name": node.name, "count": count, "limit": limit}),)
    return ()


def visit_FunctionDef(node: ast.FunctionDef, ctx):
    return _check(node, ctx)


def visit_AsyncFunctionDef(node: ast.AsyncFunctionDef, ctx):
    return _check(node, ctx)
