"""More separate checks in one test than the configured limit.

## What it flags
A collected test (a pytest test function or method, or a unittest `test*`
method) that makes more than `--testarch-max-asserts` separate checks
(10 by default). The report sits on the `def` line, once per test, and
gives the count and the limit.

The count is static and counts checks, not lines:

- assertions in a row (nothing else between them) on the same value count
  once: `assert r.status == 200`, `assert r.json()["id"] == 1`, `assert "x"
  in r.headers` all check `r`, the result of one action, which is one
  behaviour (`assert 1000 == info["width"]` and `self.assertEqual(5,
  len(requests))`, written constant first, read `info` and `requests` too,
  and so does a local spelt out before and written first, `version = {"val":
  4}` then `assertEqual(version["val"], reply.version)` reads `reply` (not
  an empty `{}` the code fills), as does an argument the test's own
  `parametrize` gives written first, `assert size == entry.size` reads
  `entry`, and a function given one value and nothing
  else, `tolist(screen)`, reads `screen` (and `is_list(annotations["vals"])`
  reads `annotations`), as `"x" in group and isinstance(group["x"], dict)`
  reads `group`, as the parts of one result unpacked, `a, b, c = parse(x)`
  (or `data, port = await conn.recv()`, or `low, high = bounds(a) +
  bounds(b)`; not `a, b = f(1), f(2)`, two values) then checks of `a`, of
  `b` or of `(b, c)`, read that result, as a tuple or list of one value's
  parts, `assert (node.lineno, node.col_offset) == (1, 0)`, reads `node`, a
  function asserted whole and given one part of an unpacked result and only
  numbers besides, `np.allclose(values, [1, 2], atol=0)` after `right,
  values = solve(y)`, reads that result, and `path.stem.startswith("+")`
  reads `path` through a method of Python's text types (and
  `fields.pop("name") == "pkg"` reads `fields`, a container's own
  method), and a pattern
  matched against a text, `re.search(r"^Set", out, re.M)`, reads `out`,
  `r.headers.get("etag")` reads `r` through a key looked up in a part of it
  (not `client.get("/a")`, a request), `[x.name for x in rows]` and
  `all(...)` over it read `rows`, and `all(getattr(car, f) for f in ["a",
  "b"])` reads `car`, the one value it looks into; and so does a capitalised
  constant or enum member written first, `assert State.CLOSED ==
  breaker.state`, or a literal display, `assert ("start", task) ==
  log.pop(0)`; beside a literal, the constant is the value checked:
  `assertEqual(Fore.RED, "red")` then `assertEqual(Fore.BLUE, ...)` check
  `Fore`). The value is what the check reads, down through attributes,
  items, bits picked out by a number (`entry.mode & 0x10` reads `entry`; not
  `folder / "v1.9"`, another path, nor `retries * 3`) and calls without
  arguments to a name (`self.<attribute>` kept whole), or the call that made
  it (`parse("2024")`); `mock.assert_called_once_with(...)` checks `mock`,
  `self.assertIn(key, token)` checks `token`; every `assertRaises`,
  `pytest.raises` or `warns` is a case of its own (checks of what it
  caught, right after its block, are part of it: `with pytest.raises(E)
  as caught:`, then `assert "bad" in str(caught.value)`), and assertions inside a
  `pytest.raises`/`assertRaises` block do not count apart from it (the call
  raises before they are evaluated);
- of the branches of an `if` or a `match`, only the branch with the most
  checks counts (one case runs one branch), and likewise of the handlers
  and the `else` of a `try`; the code after an `if` whose body ends in
  `return` or `raise` is that `if`'s other branch;
- every other assertion counts once, wherever it sits, so one inside a
  loop counts once however many times the loop runs. Assertions in
  functions nested in the test count too, since they run as part of it;
  assertions inside helpers the test calls do not.

What counts as an assertion:

- an `assert` statement;
- a call of a method or function whose name starts with `assert` followed
  by `_` or a capital letter: `self.assertEqual(...)`,
  `mock.assert_called_once_with(...)`, `result.assert_outcomes(...)`,
  `assert_frame_equal(...)`;
- `self.fail(...)` and unittest's old `self.failUnless*` / `self.failIf*`;
- `pytest.raises`, `pytest.warns`, `pytest.deprecated_call` (as a
  context manager or called) and `pytest.fail`, under any import alias.

## Why it is bad
A test with a long list of separate checks verifies several behaviours at
once. The first failing check hides every check after it, the test's name
cannot say what broke, and a change to any of the behaviours breaks the
same test. Long lists of checks are usually a table of cases written out
by hand.

## Example
```python
def test_parse_date():
    assert parse_date("2024-01-31").day == 31
    assert parse_date("31/01/2024").day == 31
    assert parse_date("Jan 31 2024").day == 31
    assert parse_date("31 Jan 2024").day == 31
    assert parse_date("2024.01.31").day == 31
    assert parse_date("20240131").day == 31
    assert parse_date("January 31, 2024").day == 31
    assert parse_date("31-01-2024").day == 31
    assert parse_date("2024/01/31").day == 31
    assert parse_date("") is None
    assert parse_date("garbage") is None
```

## Use instead
One behaviour per test; a table of cases becomes a parametrized test.

```python
import pytest


@pytest.mark.parametrize(
    "text",
    ["2024-01-31", "31/01/2024", "Jan 31 2024", "31 Jan 2024", "2024.01.31",
     "20240131", "January 31, 2024", "31-01-2024", "2024/01/31"],
)
def test_parse_date_reads_every_supported_format(text):
    assert parse_date(text).day == 31


@pytest.mark.parametrize("text", ["", "garbage"])
def test_parse_date_rejects_unreadable_text(text):
    assert parse_date(text) is None
```

## Options
`--testarch-max-asserts` (config `testarch-max-asserts`): the most
separate checks a test may make, a whole number >= 1 (default 10).
"""

from __future__ import annotations

import ast

from flake8_testarch.suite.collection import Role
from flake8_testarch.suite.marks import parametrized_argnames
from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.core.rule import Hit, Rule, RuleOption
from flake8_testarch.core.settings import positive_int
from flake8_testarch.rules.behaviour._check_subjects import (
    UNKNOWN,
    expected_first,
    operand,
    spelt_out_names,
    subject_key,
    value_key,
)
from flake8_testarch.syntax import TRIES
from flake8_testarch.syntax import child_fields

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "medium: split the test by behaviour"

RULE = Rule(
    code="TA401",
    name="too-many-assertions",
    summary="more separate checks in one test than the configured limit",
    message=(
        "{name} makes {count} separate checks (limit {limit}); test one behaviour per test: "
        "split it by concern, or parametrize the cases"
    ),
    options=(
        RuleOption(
            flag="--testarch-max-asserts",
            help="TA401: the most separate checks one test may make (default: 10).",
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
    """The separate checks of the function's body, nested definitions
    included: assertions in a row on the same value count once, and of the
    branches of an ``if`` or ``match`` only the one with the most counts."""
    ctx.scratch[_GIVEN] = parametrized_argnames(function, ctx.semantic)
    return _block_checks(function.body, ctx, top=True)


_GIVEN = "TA401 parametrized arguments"  # ctx.scratch key: the counted test's


def _block_checks(statements: list, ctx, top: bool = False) -> int:
    count = 0
    run = None  # the value the assertions in a row so far check
    parts = {}  # `a, b = parse(x)`: each name's key -> the key of the value unpacked
    # Names given a value spelt out (`version = {"val": 4}`), and the test's
    # parametrized arguments (each case spells them out): expected values.
    spelt = set(ctx.scratch.get(_GIVEN, ()))
    for at, statement in enumerate(statements):
        if top and _leaves_the_block(statement):
            # `if async_case: ...; return` in the test's body: what follows
            # runs only when the `if` does not, as an `else` would (in a
            # loop, both may run, in turns).
            rest = _block_checks(statements[at + 1:], ctx, top=True)
            return count + _expression_checks(statement.test, ctx) + max(
                _block_checks(statement.body, ctx), rest
            )
        subject = _checked_value(statement, ctx, parts, spelt)
        if subject is None and type(statement) is ast.Assign and len(statement.targets) == 1:
            _note_parts(statement, parts)
            spelt.update(spelt_out_names(statement))
        subject = parts.get(subject, subject) if type(subject) is tuple else subject
        if subject is not None:
            if subject is UNKNOWN or subject != run:
                count += 1
            run = subject if subject is not UNKNOWN else None
            continue
        count += _statement_checks(statement, ctx)
        run = _caught_as(statement, ctx)
    return count


def _caught_as(statement: ast.stmt, ctx):
    """The key of the name a raise check keeps what it caught under
    (``with pytest.raises(E) as caught:``), or None: a check of what it
    says right after the block (``assert "bad" in str(caught.value)``) is
    part of that case, which exception and why."""
    if type(statement) not in (ast.With, ast.AsyncWith):
        return None
    for item in statement.items:
        if type(item.optional_vars) is ast.Name and _raise_check(item, ctx):
            return ("name", item.optional_vars.id)
    return None


def _raise_check(item: ast.withitem, ctx) -> bool:
    """``with pytest.raises(E)`` / ``with self.assertRaises(E)``."""
    call = item.context_expr
    return (
        type(call) is ast.Call and bool(_EXPECTS_A_RAISE.search(name_of(call.func)))
        and _is_assertion_call(call, ctx)
    )


def _leaves_the_block(statement: ast.stmt) -> bool:
    """An ``if`` with no ``else`` whose body ends by leaving the function."""
    return (
        type(statement) is ast.If and not statement.orelse
        and type(statement.body[-1]) in (ast.Return, ast.Raise)
    )


def _note_parts(assign: ast.Assign, parts: dict) -> None:
    """``arg1, arg2, kwargs = fn(...)``: checks of the parts check the one
    result they were unpacked from."""
    target = assign.targets[0]
    if type(target) not in (ast.Tuple, ast.List):
        return
    whole = value_key(assign.value)
    if whole is UNKNOWN:
        if type(assign.value) in (ast.Tuple, ast.List, ast.Starred):
            return  # `a, b = f(1), f(2)`: each name gets a value of its own
        whole = ("unpacked", id(assign))  # `low, high = bounds(a) + bounds(b)`: one result
    for element in target.elts:
        if type(element) is ast.Name:
            parts[("name", element.id)] = whole


def _statement_checks(statement: ast.stmt, ctx) -> int:
    """The checks of a statement that is not an assertion in a row: those
    of its expressions, and those of its blocks (the most of any one
    branch of an ``if`` or ``match``: one case runs one branch)."""
    if type(statement) is ast.If:
        return _expression_checks(statement.test, ctx) + max(
            _block_checks(statement.body, ctx), _block_checks(statement.orelse, ctx)
        )
    if type(statement) is ast.Match:
        return _expression_checks(statement.subject, ctx) + max(
            (_block_checks(case.body, ctx) for case in statement.cases), default=0
        )
    if type(statement) in TRIES:
        # One of the handlers or the ``else`` runs after the body, not several.
        return (
            _block_checks(statement.body, ctx)
            + max(
                (_block_checks(block, ctx) for block in (
                    *(handler.body for handler in statement.handlers), statement.orelse
                )),
                default=0,
            )
            + _block_checks(statement.finalbody, ctx)
        )
    if type(statement) in (ast.With, ast.AsyncWith) and any(
        _raise_check(item, ctx) for item in statement.items
    ):
        # `with pytest.raises(E): assert parse(x)`: the call raises before
        # the assert is evaluated; the block is one check, the raise.
        return sum(_expression_checks(item, ctx) for item in statement.items)
    count = 0
    for field in child_fields(type(statement)):
        value = getattr(statement, field)
        items = value if type(value) is list else [value]
        if items and isinstance(items[0], ast.stmt):
            count += _block_checks(items, ctx)
            continue
        for item in items:
            if isinstance(item, ast.AST):
                count += _expression_checks(item, ctx)
    return count


def _expression_checks(node: ast.AST, ctx) -> int:
    count = 0
    stack = [node]
    while stack:
        current = stack.pop()
        current_type = type(current)
        if current_type is ast.Call and _is_assertion_call(current, ctx):
            count += 1
        for field in child_fields(current_type):
            value = getattr(current, field)
            if type(value) is list:
                stack.extend(item for item in value if isinstance(item, ast.AST))
            elif isinstance(value, ast.AST):
                stack.append(value)
    return count


# Assertion methods whose second argument is the value checked
# (``assertIn(member, container)``).
_CONTAINER_SECOND = lazy_compile(r"assert(?:Not)?In$|assert_?(?:not_)?in$")

# Checks of an error or warning, whose first argument is the exception class.
_EXPECTS_AN_ERROR = lazy_compile(r"(?i)raises|warns|deprecated_call|^fail$")
# A block expecting an exception: what follows the raising call never runs.
_EXPECTS_A_RAISE = lazy_compile(r"(?i)raises")


def _checked_value(statement: ast.stmt, ctx, parts=None, spelt=frozenset()):
    """What an assertion made as a statement checks, as a key (the value's
    name, ``self.<attribute>``, or the call that made it), ``UNKNOWN`` for
    an assertion whose value cannot be told, None for any other statement.
    ``assert r.status == 200`` and ``assert r.json()["id"] == 1`` both
    check ``r``; ``mock.assert_called_once_with(...)`` checks ``mock``.
    ``parts``: the names unpacked from one result, each name's key to the
    result's (``(hz, scale)`` after ``hz, scale, brand = parse(x)``).
    ``spelt``: names given a value spelt out, expected values wherever
    they are written."""
    if type(statement) is ast.Assert:
        test = statement.test
        if type(test) is ast.Compare and len(test.ops) == 1 and expected_first(
            test.left, test.comparators[0], spelt
        ):
            return value_key(operand(test.comparators[0]), parts)
        return subject_key(test, parts, whole=True)
    if type(statement) is not ast.Expr:
        return None
    call = statement.value.value if type(statement.value) is ast.Await else statement.value
    if type(call) is not ast.Call or not _is_assertion_call(call, ctx):
        return None
    func = call.func
    if _EXPECTS_AN_ERROR.search(name_of(func)):
        return UNKNOWN  # `assertRaises(ValueError, parse, "x")`: each call is a case
    receiver = func.value if type(func) is ast.Attribute else None
    if receiver is not None and not (type(receiver) is ast.Name and receiver.id in ("self", "cls")):
        if _ASSERTION_NAME.match(func.attr):
            return value_key(receiver, parts)  # ``mock.assert_called_once_with(...)``
    if _CONTAINER_SECOND.match(name_of(func)) and len(call.args) >= 2:
        return value_key(operand(call.args[1]), parts)
    if len(call.args) >= 2 and expected_first(call.args[0], call.args[1], spelt):
        # `self.assertEqual(5, len(requests))`: the expected value first.
        return value_key(operand(call.args[1]), parts)
    if call.args:
        return subject_key(call.args[0], parts, whole=len(call.args) == 1)
    return UNKNOWN


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
