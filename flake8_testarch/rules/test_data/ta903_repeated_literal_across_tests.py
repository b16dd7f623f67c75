"""The same domain value written out again and again in the tests of one file.

## What it flags
A string literal that names something in the suite's world (a URL, a path,
a branch, a host, an email address, a commit hash or UUID) written in the
bodies of `--testarch-literal-min-tests` (3 by default) or more tests of
the same file. Reported once per value, on its first occurrence, with the
number of tests that repeat it.

What counts as such a value: a string of at least
`--testarch-literal-min-length` characters (8 by default) without blanks
that is a URL (`https://api.example.test/v1`), a path or branch with a `/`
(`/srv/app/config.toml`, `refs/heads/main`, `feature/login`), an email
address, a host name with a port or a common top-level domain
(`db.internal:5432`, `example.org`), or a hexadecimal id or UUID with digits
and letters (`9fceb02d0ae5`).

Left alone: short strings and words, text with blanks (messages, expected
output), MIME types (`application/json`), docstrings, the parts of an
f-string, assertion messages, `match=` patterns, pytest ids, strings in
decorators (a parametrize table is one place already), and literals in
fixtures, setup hooks and helpers (which is where a value named once
lives). Tests are counted as pytest or unittest collects them, nested
functions included.

## Why it is bad
When every test restates `"https://api.example.test/v1/orders"`, a reader
cannot tell whether two tests talk about the same order endpoint or merely
similar ones, a typo makes one test quietly test something else, and
changing the value means editing every test. A name in the suite's
vocabulary (`ORDERS_URL`, a fixture, a builder default) says that the
tests share it, and changes in one place.

## Example
```python
def test_create_order(client):
    assert client.post("https://api.example.test/v1/orders").status_code == 201


def test_list_orders(client):
    assert client.get("https://api.example.test/v1/orders").status_code == 200


def test_orders_need_login(anonymous):
    assert anonymous.get("https://api.example.test/v1/orders").status_code == 401
```

## Use instead
```python
ORDERS_URL = "https://api.example.test/v1/orders"


def test_create_order(client):
    assert client.post(ORDERS_URL).status_code == 201


def test_list_orders(client):
    assert client.get(ORDERS_URL).status_code == 200


def test_orders_need_login(anonymous):
    assert anonymous.get(ORDERS_URL).status_code == 401
```

## Options
- `--testarch-literal-min-tests` (config `testarch-literal-min-tests`): how
  many tests of one file must repeat a value before it is reported, a whole
  number >= 2 (default 3).
- `--testarch-literal-min-length` (config `testarch-literal-min-length`):
  the shortest value considered, a whole number >= 1 (default 8).
"""

from __future__ import annotations

import ast
import re

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.core.rule import Hit, Later, Rule, RuleOption
from flake8_testarch.core.settings import positive_int
from flake8_testarch.syntax import child_fields

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: name the literal once (a constant or a fixture)"

RULE = Rule(
    code="TA903",
    name="repeated-literal-across-tests",
    summary="the same URL, path, branch or id literal written in 3 or more tests of a file",
    message=(
        "{value} is written in {count} tests of this file; name it once (a module "
        "constant, a fixture or a builder default) and use the name"
    ),
    default=False,
    options=(
        RuleOption(
            flag="--testarch-literal-min-tests",
            help="TA903: report a value written in at least this many tests of a file "
            "(default: 3).",
            default="3",
            parse=positive_int(2),
        ),
        RuleOption(
            flag="--testarch-literal-min-length",
            help="TA903: the shortest string considered a domain value (default: 8).",
            default="8",
            parse=positive_int(1),
        ),
    ),
)

_URL = lazy_compile(r"^[A-Za-z][A-Za-z0-9+.-]*://\S+$")
_EMAIL = lazy_compile(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$")
_HOST_PORT = lazy_compile(r"^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*:\d{2,5}$")
# Host names under common or reserved top-level domains; not `.app` or `.test`,
# which end module names as often (`flask.app`, `pkg.test`).
_HOST = lazy_compile(
    r"^(?:[A-Za-z0-9-]+\.)+(?:com|org|net|io|edu|gov|local|localhost|internal|example"
    r"|invalid)$|^(?:[A-Za-z0-9-]+\.)*example\.test$",
    re.IGNORECASE,
)
_HEX_ID = lazy_compile(r"^(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,64}$", re.IGNORECASE)
_UUID = lazy_compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$", re.I)
_MIME = lazy_compile(
    r"^(?:application|text|image|audio|video|multipart|message|font|model)/[\w.+-]+$", re.I
)
# A path: segments of word characters, dots and dashes between slashes; a
# Windows path starts with a drive or a UNC prefix (a backslash elsewhere is
# usually an escape: "a\\xe7").
_PATH = lazy_compile(r"^/?(?:[\w.@~+-]+/)+[\w.@~+-]*$")
_WINDOWS_PATH = lazy_compile(r"^(?:[A-Za-z]:\\|\\\\)[^\\\s]+(?:\\[^\\\s]+)*\\?$")
_PROTOCOL = lazy_compile(r"^[A-Z]+/\d+(?:\.\d+)*$")
_HEX_DIGITS = "0123456789abcdefABCDEF"
_SKIPPED_KEYWORDS = frozenset({"match", "id", "ids", "msg", "message", "reason"})


def domain_value(text: str, min_length: int) -> bool:
    """Whether a string looks like a value of the suite's world rather than a word."""
    if len(text) < min_length or len(text) > 300 or not text.isprintable():
        return False
    if text.split() != [text]:  # holds whitespace
        return False
    # Each pattern is tried only on text holding a character it requires: most
    # strings then meet no pattern at all, and a cold start compiles few.
    if "/" in text:
        if "://" in text and _URL.match(text):
            return True
        if _MIME.match(text) or _PROTOCOL.match(text):
            return False
        if _PATH.match(text):
            segments = [segment for segment in text.split("/") if segment]
            return len(segments) >= 2 or (text[:1] == "/" and len(segments) == 1)
    if "@" in text and _EMAIL.match(text):
        return True
    if "-" in text and len(text) == 36 and _UUID.match(text):
        return True
    if ":" in text and _HOST_PORT.match(text):
        return True
    if "." in text and _HOST.match(text):
        return True
    if not text.strip(_HEX_DIGITS) and _HEX_ID.match(text):
        return True
    return "\\" in text and bool(_WINDOWS_PATH.match(text))


_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _strings(function: ast.AST, min_length: int):
    """The domain-value strings in a test's body (nested definitions' bodies
    included), with their nodes. Not visited: docstrings, f-strings, assertion
    messages, keyword arguments such as ``match=`` and ``ids=``, and the
    decorators and defaults of nested definitions."""
    body = function.body
    stack = list(reversed(body[1:] if _is_docstring(body) else body))
    pop, push = stack.pop, stack.append
    found = []
    while stack:
        node = pop()
        node_type = type(node)
        if node_type is ast.Constant:
            if type(node.value) is str and domain_value(node.value, min_length):
                found.append(node)
            continue
        if node_type is ast.JoinedStr or node_type is ast.Name:
            continue
        if node_type in _DEFINITIONS:
            inner = node.body
            stack.extend(reversed(inner[1:] if _is_docstring(inner) else inner))
            continue
        if node_type is ast.Lambda:
            push(node.body)
            continue
        if node_type is ast.Assert:
            push(node.test)
            continue
        if node_type is ast.keyword:
            if node.arg not in _SKIPPED_KEYWORDS:
                push(node.value)
            continue
        for field in reversed(child_fields(node_type)):
            value = getattr(node, field, None)
            if type(value) is list:
                for item in reversed(value):
                    if isinstance(item, ast.AST):
                        push(item)
            elif isinstance(value, ast.AST):
                push(value)
    return found


def _is_docstring(body) -> bool:
    return bool(body) and (
        isinstance(body[0], ast.Expr)
        and isinstance(body[0].value, ast.Constant)
        and isinstance(body[0].value.value, str)
    )


def visit_Constant(node, ctx):
    """Note the tests that hold a domain-value string anywhere in them (a
    superset of what ``_strings`` takes): only those are read again."""
    value = node.value
    if type(value) is not str:
        return
    test = ctx.current_test
    if test is not None and domain_value(value, ctx.settings["testarch_literal_min_length"]):
        ctx.scratch.setdefault(RULE.code, {}).setdefault(value, set()).add(test)


def visit_Module(node, ctx):
    # After the walk: visit_Constant has then seen every string of the file.
    return (Later(node, lambda: _repeated(ctx)),)


def _repeated(ctx):
    min_tests = ctx.settings["testarch_literal_min_tests"]
    min_length = ctx.settings["testarch_literal_min_length"]
    candidates = ctx.scratch.get(RULE.code, {})
    # A value held by fewer tests than the limit cannot be reported, however
    # the tests are read; the tests holding the others are read in full.
    worth_reading = set()
    for tests in candidates.values():
        if len(tests) >= min_tests:
            worth_reading |= tests
    tests_of: dict[str, set] = {}
    first: dict[str, ast.Constant] = {}
    for test, _classes in ctx.collected_tests():
        if test not in worth_reading:
            continue
        for constant in _strings(test, min_length):
            tests_of.setdefault(constant.value, set()).add(test)
            known = first.get(constant.value)
            if known is None or (constant.lineno, constant.col_offset) < (
                known.lineno, known.col_offset
            ):
                first[constant.value] = constant
    for value, tests in tests_of.items():
        if len(tests) >= min_tests:
            shown = value if len(value) <= 60 else value[:57] + "..."
            yield Hit(first[value], {"value": repr(shown), "count": len(tests)})
