"""Conditional logic in a test body (opt-in).

## What it flags
Each `if`, `match`, `for`, `async for`, `while`, `try` (and `try`/`except*`)
statement in the body of a collected test: a pytest test function or
method, or a unittest `test*` method. An `if`/`elif`/`else` chain is one
report, on its `if`. Functions nested inside a test are part of the test
(they run as part of it, and nothing tests their branches), so their
statements are reported too. Fixtures, xunit setup/teardown and module-level
helpers are not tests and are not checked: moving a piece of logic into a
named helper or fixture is one of the fixes.

Conditional expressions (`a if c else b`), comprehension filters and
boolean operators are not reported: they choose a value, not which steps of
the test run.

This code is off by default; select it in full (`extend-select = TA402`).

## Why it is bad
A test with branches runs different steps on different runs, so a green
result does not say which steps ran: an `if` can skip the assertion, a loop
over an empty collection asserts nothing, and a `try` can swallow the very
failure the test exists to report. The logic in a test is itself untested
code. A straight-line test reads as one example of one behaviour.

## Example
```python
import sys


def test_default_config_path(app):
    if sys.platform == "win32":
        assert app.config_path.name == "app.ini"
    else:
        assert app.config_path.name == ".apprc"


def test_every_user_is_active(users):
    for user in users:
        assert user.active


def test_rejects_negative_amount(account):
    try:
        account.withdraw(-1)
    except ValueError:
        pass
```

## Use instead
```python
import sys

import pytest


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX dotfile")
def test_default_config_path_on_posix(app):
    assert app.config_path.name == ".apprc"


def test_every_user_is_active(users):
    assert users and all(user.active for user in users)


def test_rejects_negative_amount(account):
    with pytest.raises(ValueError):
        account.withdraw(-1)
```

## Options
None.
"""

from __future__ import annotations

import ast

from flake8_testarch.suite.collection import Role
from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.syntax import TRIES

_BRANCH_FIX = (
    "write one test per case (parametrize), or declare the condition with a skipif mark"
)
# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "medium: parametrize the branches or split the test"

RULE = Rule(
    code="TA402",
    name="conditional-logic-in-test",
    summary="conditional logic in a test body",
    message="'{keyword}' in test {name}: the test takes a different path depending on "
    "data or environment; " + _BRANCH_FIX,
    default=False,
    variants={
        "loop": "'{keyword}' loop in test {name}: the test's steps depend on the data it "
        "loops over; parametrize over the cases, or assert on the whole collection at once",
        "try": "'try' in test {name}: it can swallow the failure the test should report; "
        "use pytest.raises (or assertRaises) for expected errors and a fixture or a "
        "with-block for cleanup",
        "cleanup": "'try'/'finally' in test {name}: cleanup written into the test body; "
        "move it into a fixture (yield, then clean up) or a context manager",
    },
)

_LOOPS = {ast.For: "for", ast.AsyncFor: "async for", ast.While: "while"}
_MATCH = getattr(ast, "Match", None)


def _elif_branches(node: ast.If, ctx) -> list[ast.If]:
    """The ``elif`` continuations of an ``if`` (each an ``If`` alone in ``orelse``)."""
    found = []
    while len(node.orelse) == 1 and isinstance(node.orelse[0], ast.If):
        child = node.orelse[0]
        line = ctx.lines[child.lineno - 1] if child.lineno <= len(ctx.lines) else ""
        if not line[child.col_offset:].startswith("elif"):
            break
        found.append(child)
        node = child
    return found


def _statements_in(body):
    """Every statement in a block and the blocks under it, in source order
    (expressions never hold statements, so they are not walked)."""
    stack = list(reversed(body))
    while stack:
        node = stack.pop()
        yield node
        blocks = [getattr(node, field, None) for field in ("body", "orelse", "finalbody")]
        blocks += [part.body for part in getattr(node, "handlers", ())]
        blocks += [part.body for part in getattr(node, "cases", ())]
        for block in reversed(blocks):
            if isinstance(block, list):
                stack.extend(reversed(block))


def _statements(function, ctx):
    skipped: set[int] = set()
    for node in _statements_in(function.body):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.If):
            skipped.update(id(branch) for branch in _elif_branches(node, ctx))
            yield node, "if", None
        elif type(node) in _LOOPS:
            yield node, _LOOPS[type(node)], "loop"
        elif isinstance(node, TRIES):
            yield node, "try", "try" if node.handlers else "cleanup"
        elif _MATCH is not None and isinstance(node, _MATCH):
            yield node, "match", None


# A statement the rule reports starts a line with one of these keywords. The
# pattern opens with a newline, not ``^`` with MULTILINE, which is tried at
# every position of the text (twice as slow on a long test).
_KEYWORD_LINE = lazy_compile(r"\n[ \t\f]*(?:if|elif|for|async\s+for|while|try|match)\b")


def _could_hold_logic(node, ctx) -> bool:
    end = getattr(node, "end_lineno", None) or len(ctx.lines)
    return _KEYWORD_LINE.search("\n" + "".join(ctx.lines[node.lineno - 1:end])) is not None


def _check(node, ctx):
    if ctx.classify(node) is not Role.TEST or not _could_hold_logic(node, ctx):
        return
    for statement, keyword, variant in _statements(node, ctx):
        yield Hit(statement, {"keyword": keyword, "name": node.name}, variant=variant)


def visit_FunctionDef(node: ast.FunctionDef, ctx):
    return _check(node, ctx)


def visit_AsyncFunctionDef(node: ast.AsyncFunctionDef, ctx):
    return _check(node, ctx)
