"""A test name that does not have the project's shape (opt-in).

## What it flags
A collected test function or method (pytest or unittest, sync or async)
whose whole name does not match `--testarch-name-pattern`. The default
shape is snake case with at least three words after `test`, room for a
subject, a situation and an outcome (`test_cart_without_items_totals_zero`,
`test_login_rejects_expired_token`): `test(_[A-Za-z0-9]+){3,}`.

The report sits on the test's `def` line, once per test. Nested functions,
helpers, fixtures and functions in `conftest.py` are not tests and are not
checked. This code is off by default: select it in full
(`extend-select = TA802`) once the project has agreed on a shape.

## Why it is bad
A suite whose names follow one shape reads like a specification: the
failing test's name says which unit, in which situation, was expected to do
what. Names like `test_cart` or `test_edge_case` only say where to start
looking.

## Example
```python
def test_cart(cart):
    assert cart.total() == 0
```

## Use instead
```python
def test_cart_without_items_totals_zero(cart):
    assert cart.total() == 0
```

## Options
`--testarch-name-pattern`: a regular expression that every test name must
match in full (`re.fullmatch`); default `test(_[A-Za-z0-9]+){3,}`. For
example, to require a `_when_` clause:

```ini
[flake8]
extend-select = TA802
testarch-name-pattern = test_[a-z0-9_]+_when_[a-z0-9_]+
```

A value that is not a regular expression stops flake8 with a message naming
the option; an empty value turns the check off.
"""

from __future__ import annotations

from flake8_testarch.core.rule import Hit, Rule, RuleOption
from flake8_testarch.rules.naming._names import compile_pattern, is_named_test

DEFAULT_PATTERN = r"test(_[A-Za-z0-9]+){3,}"


def parse_pattern(value):
    text = str(value or "").strip()
    return compile_pattern(text) if text else None


# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: rename the test"

RULE = Rule(
    code="TA802",
    name="test-name-shape",
    summary="a test name that does not have the project's shape",
    message=(
        "test name '{name}' does not match the project's shape '{pattern}'; name the "
        "subject, the situation and the expected outcome"
    ),
    default=False,
    options=(
        RuleOption(
            flag="--testarch-name-pattern",
            help="A regular expression every test name must match in full (TA802; "
            f"default: {DEFAULT_PATTERN}).",
            default=DEFAULT_PATTERN,
            parse=parse_pattern,
        ),
    ),
)
_DEST = RULE.options[0].dest


def visit_FunctionDef(node, ctx):
    pattern = ctx.settings[_DEST]
    if pattern is None or pattern.fullmatch(node.name) or not is_named_test(node, ctx):
        return
    yield Hit(node, {"name": node.name, "pattern": pattern.pattern})


visit_AsyncFunctionDef = visit_FunctionDef
