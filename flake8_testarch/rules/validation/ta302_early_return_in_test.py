"""An early `return` in a test body.

## What it flags
A `return` statement in the body of a collected test (pytest functions and
methods, `unittest.TestCase` methods, async tests alike) that ends the test
before its end:

- a bare `return` under a guard (`if not HAS_FEATURE: return`), in an
  `except ImportError:` handler, inside a loop, or with statements after it;
- a `return <value>` anywhere in a test, trailing or not: nobody receives
  the value, and pytest (7.2+) and unittest (Python 3.11+) warn about it.

Not flagged: a bare `return` that changes nothing because nothing would run
after it anyway (the last statement of the test, or of an `if`/`with`/`try`
block that is itself last); a `return` after the branch already asserted
something or called `pytest.skip`/`pytest.fail`/`self.skipTest`; returns in
fixtures, helpers and functions nested in a test.

## Why it is bad
A test that returns early is reported as passed although the checks after
the `return` never ran. On the machine where the guard is true, the suite is
green and says nothing about the feature; nobody learns the coverage is
gone. A skip says the same thing out loud: it is counted, shown with its
reason, and can be listed.

A returned value is thrown away: an expression that was meant to be checked
(`return result == expected`) checks nothing.

## Example
```python
import shutil

def test_archive_round_trip(tmp_path):
    if shutil.which("tar") is None:
        return
    archive = make_archive(tmp_path)
    assert list_archive(archive) == ["data.txt"]


def test_parse_price():
    return parse_price("1.50") == 150
```

## Use instead
```python
import shutil

import pytest


@pytest.mark.skipif(shutil.which("tar") is None, reason="needs tar")
def test_archive_round_trip(tmp_path):
    archive = make_archive(tmp_path)
    assert list_archive(archive) == ["data.txt"]


def test_archive_round_trip_imperative(tmp_path):
    if shutil.which("tar") is None:
        pytest.skip("needs tar")
    archive = make_archive(tmp_path)
    assert list_archive(archive) == ["data.txt"]


def test_parse_price():
    assert parse_price("1.50") == 150
```

In a `unittest.TestCase`, use `self.skipTest("why")` or `@unittest.skipIf`.

## Options
None.
"""

from __future__ import annotations

import ast
import re

from flake8_testarch.bindings import walk_local
from flake8_testarch.context import FUNCTION_TYPES, Role
from flake8_testarch.rule import Hit, Rule

RULE = Rule(
    code="TA302",
    name="early-return-in-test",
    summary="an early return in a test body",
    message=(
        "return ends the test early and it is reported as passed although later checks never "
        'ran; skip visibly with pytest.skip("why") or @pytest.mark.skipif'
    ),
    variants={
        "unittest": (
            "return ends the test early and it is reported as passed although later checks "
            'never ran; skip visibly with self.skipTest("why") or @unittest.skipIf'
        ),
        "value": (
            "test returns a value that nobody checks (the runner ignores it and warns); "
            "assert on the value instead of returning it"
        ),
    },
)

_LOOPS = (ast.For, ast.AsyncFor, ast.While)
_TRY = (ast.Try, getattr(ast, "TryStar", ast.Try))
# Calls that settle a branch: they assert, or they end the test visibly.
_SETTLING = re.compile(r"^(assert|fail|check|verify|expect|ensure)|^(raises|warns|"
                       r"deprecated_call|skip|skipTest|xfail|importorskip|exit|"
                       r"fnmatch_lines|re_match_lines|no_fnmatch_line|no_re_match_line)$")


def _blocks(statement: ast.stmt):
    """The statement lists directly inside a compound statement."""
    for field in ("body", "orelse", "finalbody"):
        block = getattr(statement, field, None)
        if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
            yield field, block
    for handler in getattr(statement, "handlers", ()):
        yield "handler", handler.body
    for case in getattr(statement, "cases", ()):
        yield "case", case.body


def _path_to(block: list[ast.stmt], target: ast.stmt, owner=None):
    """[(owner, field, block, index), ...] from the function body down to ``target``."""
    for index, statement in enumerate(block):
        if statement is target:
            return [(owner, None, block, index)]
        if isinstance(statement, (*FUNCTION_TYPES, ast.ClassDef)):
            continue
        if statement.lineno <= target.lineno <= (statement.end_lineno or statement.lineno):
            for field, inner in _blocks(statement):
                found = _path_to(inner, target, statement)
                if found:
                    found[0] = (statement, field, *found[0][2:])
                    return [(owner, None, block, index), *found]
    return None


def _changes_nothing(path) -> bool:
    """True when nothing would run after the return anyway."""
    for owner, field, block, index in path:
        if index != len(block) - 1:
            return False
        # Leaving a loop body early skips the next iterations; leaving a try
        # body skips its else block.
        if isinstance(owner, _LOOPS) and field == "body":
            return False
        if isinstance(owner, _TRY) and field == "body" and owner.orelse:
            return False
    return True


def _settles(statement: ast.stmt) -> bool:
    for node in walk_local(statement):
        if isinstance(node, (ast.Assert, ast.Raise)):
            return True
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if _SETTLING.search(name):
                return True
    return False


def _fails(statement: ast.stmt | None) -> bool:
    """``pytest.fail(...)``, ``self.fail(...)``, ``raise ...`` or ``assert False``."""
    if isinstance(statement, ast.Raise):
        return True
    if isinstance(statement, ast.Assert):
        return isinstance(statement.test, ast.Constant) and not statement.test.value
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
        func = statement.value.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        return name == "fail"
    return False


def _is_type_checking(test: ast.AST) -> bool:
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        return any(_is_type_checking(value) for value in test.values)
    name = test.attr if isinstance(test, ast.Attribute) else getattr(test, "id", None)
    return name == "TYPE_CHECKING" or (isinstance(test, ast.Constant) and not test.value)


def _never_runs(path) -> bool:
    """Under ``if TYPE_CHECKING and ...:`` (or ``if False:``): only for type checkers."""
    return any(
        isinstance(owner, ast.If) and field == "body" and _is_type_checking(owner.test)
        for owner, field, _block, _index in path
    )


def _next_statement(path, level: int) -> ast.stmt | None:
    """The statement that runs after the one at ``path[level]`` completes."""
    while level >= 0:
        owner, field, block, index = path[level]
        if index + 1 < len(block):
            return block[index + 1]
        if isinstance(owner, _LOOPS) and field == "body":
            return owner.orelse[0] if owner.orelse else None
        level -= 1
    return None


def _loops_forever(loop: ast.stmt) -> bool:
    if not isinstance(loop, ast.While):
        return False
    test = loop.test
    if not (isinstance(test, ast.Constant) and test.value):
        return False
    stack = list(loop.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Break):
            return False
        if not isinstance(node, (*_LOOPS, *FUNCTION_TYPES, ast.ClassDef, ast.Lambda)):
            stack.extend(ast.iter_child_nodes(node))
    return True


def _is_success_exit(path) -> bool:
    """The return leaves a search or a polling loop whose other way out fails:
    ``for ...: if found: return`` then ``pytest.fail(...)``, or ``while True``."""
    if _fails(_next_statement(path, len(path) - 1)):
        return True
    for level in range(1, len(path)):
        owner, field = path[level][0], path[level][1]
        if isinstance(owner, _LOOPS) and field == "body":
            if _loops_forever(owner):
                return True
            after = owner.orelse[0] if owner.orelse else _next_statement(path, level - 1)
            if _fails(after):
                return True
    return False


def _is_none(node: ast.AST | None) -> bool:
    return node is None or (isinstance(node, ast.Constant) and node.value is None)


def visit_Return(node: ast.Return, ctx):
    if not ctx.scopes:
        return
    function = ctx.scopes[-1]
    if not isinstance(function, FUNCTION_TYPES) or ctx.role(function) is not Role.TEST:
        return
    if not _is_none(node.value):
        yield Hit(node, variant="value")
        return
    path = _path_to(function.body, node)
    if path is None or _changes_nothing(path) or _never_runs(path) or _is_success_exit(path):
        return
    _owner, _field, block, index = path[-1]
    if any(_settles(statement) for statement in block[:index]):
        return
    unittest = any(
        isinstance(scope, ast.ClassDef) and ctx.test_class_kind(scope) == "unittest"
        for scope in ctx.scopes
    )
    yield Hit(node, variant="unittest" if unittest else None)
