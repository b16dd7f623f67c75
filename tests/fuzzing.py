"""Generated test files for fuzzing the plugin (used by tests/test_fuzz.py and
benchmarks/fuzz.py).

Two kinds of program, both linted as ``tests/test_fuzz.py`` so that every rule
runs on them:

- ``modules``: whole programs from hypothesmith's Python grammar, as they come.
- ``suites``: a test file shaped like a real one (fixtures, a ``TestCase``,
  pytest classes, async tests, helpers) whose statements come from templates
  of what the rules read closely (sleeps, waits, asserts, patches, marks,
  ``try``/``with`` blocks, returns), every hole filled by a generated
  expression (any kind of expression node, over the names the rules look
  for), plus whole programs from hypothesmith as module code and function
  bodies. The grammar alone rarely writes ``pytest.fixture`` or
  ``self.assertEqual`` (and is slow to draw from); the templates put odd
  expressions exactly there.
"""

from __future__ import annotations

import ast
import functools
import textwrap

import hypothesmith
from hypothesis import assume
from hypothesis import strategies as st

HEADER = (
    "import asyncio\nimport os\nimport subprocess\nimport threading\nimport time\n"
    "import unittest\nfrom unittest import mock\n\nimport pytest\n\n"
)

# Statement templates; {e} holes take generated expressions, {n} a counter.
STATEMENTS = (
    "time.sleep({e})",
    "await asyncio.sleep({e})",
    "assert {e}",
    "assert {e} == {e}, {e}",
    "assert {e} is not {e}",
    "self.assertEqual({e}, {e})",
    "self.assertTrue({e}, {e})",
    "x_{n} = {e}",
    "x_{n}: {e} = {e}",
    "{e}.join()",
    "{e}.wait({e})",
    "{e}.result()",
    "subprocess.run({e}, timeout={e})",
    "threading.Thread(target={e}).start()",
    "os.environ[{e}] = {e}",
    "monkeypatch.setattr({e}, {e})",
    "mock.patch({e}).start()",
    "pytest.skip({e})",
    "pytest.raises({e})",
    "if {e}:\n    return {e}",
    "if {e}:\n    pytest.skip({e})",
    "try:\n    {e}\nexcept {e}:\n    pass",
    "try:\n    {e}\nexcept Exception as error_{n}:\n    print(error_{n})\nfinally:\n    {e}",
    "with {e} as y_{n}:\n    {e}",
    "with pytest.raises({e}):\n    {e}",
    "with mock.patch.object({e}, {e}) as patched_{n}:\n"
    "    patched_{n}.assert_called_once_with({e})",
    "for item_{n} in {e}:\n    assert item_{n}",
    "while {e}:\n    time.sleep({e})",
    "return {e}",
    "yield {e}",
    "del {e}",
    "global g_{n}\ng_{n} = {e}",
    "{e}",
)
OPERATORS = (
    *"+-*/%@&|^<>", "//", "**", "<<", "==", "!=", "is", "is not", "in", "not in", "and", "or",
)
MODULE_STATEMENTS = ("x_{n} = {e}", "x_{n}: {e} = {e}", "pytestmark = {e}", "{e}")
DECORATORS = (
    "@pytest.fixture",
    "@pytest.fixture(autouse={e})",
    "@pytest.fixture(scope={e})",
    "@pytest.mark.parametrize({e}, {e})",
    "@pytest.mark.skipif({e}, reason={e})",
    "@pytest.mark.{name}",
    "@mock.patch({e})",
    "@unittest.skip({e})",
    "@{e}",
)
FUNCTION_NAMES = ("test_generated", "helper", "setUp", "setup_method", "fixture_value", "tearDown")
PARAMETERS = ("", "self", "self, monkeypatch", "monkeypatch, tmp_path", "request, *args, **kwargs")
CLASS_BASES = ("", "(unittest.TestCase)", "(unittest.IsolatedAsyncioTestCase)", "({e})")
MARK_NAMES = ("unit", "integration", "slow", "asyncio", "xfail", "usefixtures")


def parses(source: str) -> bool:
    try:
        ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError, OverflowError):
        return False
    return True


@functools.cache
def modules() -> st.SearchStrategy[str]:
    """Whole programs from hypothesmith's grammar that ``ast.parse`` accepts
    (built once: building it reads the grammar)."""
    return hypothesmith.from_grammar().filter(parses)


# Names and attributes the rules look for, and some they do not.
IDENTIFIERS = (
    "x", "self", "cls", "time", "mock", "pytest", "os", "sys", "subprocess", "threading",
    "asyncio", "unittest", "monkeypatch", "mocker", "request", "tmp_path", "result", "thread",
    "sleep", "join", "wait", "result", "get", "communicate", "run", "Thread", "Popen", "Event",
    "patch", "object", "dict", "multiple", "setattr", "setenv", "environ", "path", "modules",
    "fixture", "mark", "parametrize", "skip", "skipif", "xfail", "raises", "approx", "unit",
    "assertEqual", "assertTrue", "assertRaises", "assert_called_once_with", "return_value",
    "side_effect", "spec", "Mock", "MagicMock", "AsyncMock", "timeout", "TestCase", "connect",
)
DOTTED = (
    "time.sleep", "asyncio.sleep", "pytest.fixture", "pytest.mark.parametrize", "pytest.raises",
    "mock.patch", "mock.patch.object", "mock.Mock", "unittest.mock.MagicMock", "os.environ",
    "self.assertEqual", "self.addCleanup", "threading.Thread", "subprocess.Popen", "sys.path",
    "monkeypatch.setattr", "mocker.patch", "datetime.datetime.now", "socket.socket",
)
_ATOMS = st.one_of(
    st.sampled_from(IDENTIFIERS),
    st.sampled_from(DOTTED),
    st.sampled_from(("None", "True", "False", "...", "__name__", "__file__")),
    st.integers().map(repr),
    st.floats(allow_nan=False, allow_infinity=False).map(repr),
    st.complex_numbers(allow_nan=False, allow_infinity=False).map(repr),
    st.text(max_size=12).map(repr),
    st.binary(max_size=8).map(repr),
)


def infix(parts: tuple[str, str, str]) -> str:
    left, right, operator = parts
    return f"({left}) {operator} ({right})"


def _compound(inner):
    name = st.sampled_from(IDENTIFIERS)
    arguments = st.lists(inner, max_size=3).map(", ".join)
    keywords = st.lists(st.tuples(name, inner).map("=".join), max_size=2).map(", ".join)
    return st.one_of(
        st.tuples(inner, name).map(lambda t: f"({t[0]}).{t[1]}"),
        st.tuples(inner, arguments, keywords).map(
            lambda t: f"({t[0]})({', '.join(part for part in t[1:] if part)})"
        ),
        st.tuples(inner, inner, st.sampled_from(OPERATORS)).map(infix),
        st.tuples(inner, st.sampled_from(("not ", "-", "~", "await ", "yield ", "*"))).map(
            lambda t: f"[{t[1]}({t[0]})]" if t[1] == "*" else f"({t[1]}({t[0]}))"
        ),
        st.tuples(inner, inner).map(lambda t: f"({t[0]})[{t[1]}]"),
        st.tuples(inner, inner, inner).map(lambda t: f"(({t[0]}) if ({t[1]}) else ({t[2]}))"),
        inner.map(lambda e: f"(lambda *args, **kwargs: ({e}))"),
        st.lists(inner, max_size=3).map(lambda items: f"[{', '.join(items)}]"),
        st.lists(inner, max_size=3).map(lambda items: f"({', '.join(items)},)" if items else "()"),
        st.lists(st.tuples(inner, inner), max_size=2).map(
            lambda pairs: "{" + ", ".join(f"{k}: {v}" for k, v in pairs) + "}"
        ),
        st.tuples(inner, inner).map(lambda t: f"[({t[0]}) for item in ({t[1]}) if item]"),
        st.tuples(name, name).map(lambda t: f"f'{{{t[0]}!r:>{{{t[1]}}}}}'"),
        st.tuples(name, inner).map(lambda t: f"({t[0]}_ := ({t[1]}))"),
    )


# Expressions built from the names the rules read and every kind of
# expression node, parenthesized so that any of them fits any hole. Built
# once: hypothesis validates a strategy the first time it is drawn from.
EXPRESSIONS = st.recursive(_ATOMS, _compound, max_leaves=8).map(lambda e: f"({e})")


@st.composite
def _filled(draw, template: str, counter: list[int]) -> str:
    counter[0] += 1
    text = template.replace("{n}", str(counter[0]))
    text = text.replace("{name}", draw(st.sampled_from(MARK_NAMES)))
    while "{e}" in text:
        text = text.replace("{e}", draw(EXPRESSIONS), 1)
    return text


@st.composite
def _body(draw, counter: list[int]) -> str:
    parts = []
    for _ in range(draw(st.integers(1, 4))):
        if draw(st.integers(0, 9)) == 0:
            parts.append(draw(modules()))
        else:
            parts.append(draw(_filled(draw(st.sampled_from(STATEMENTS)), counter)))
    body = "\n".join(part for part in parts if part.strip()) or "pass"
    return textwrap.indent(body, "    ", lambda line: True)


@st.composite
def _function(draw, counter: list[int]) -> str:
    decorators = [
        draw(_filled(draw(st.sampled_from(DECORATORS)), counter))
        for _ in range(draw(st.integers(0, 2)))
    ]
    is_async = draw(st.booleans())
    name = draw(st.sampled_from(FUNCTION_NAMES)) + f"_{counter[0]}"
    head = f"{'async ' if is_async else ''}def {name}({draw(st.sampled_from(PARAMETERS))}):"
    return "\n".join([*decorators, head, draw(_body(counter))]) + "\n"


@st.composite
def _class(draw, counter: list[int]) -> str:
    base = draw(_filled(draw(st.sampled_from(CLASS_BASES)), counter))
    methods = [draw(_function(counter)) for _ in range(draw(st.integers(1, 3)))]
    return f"class TestGenerated{counter[0]}{base}:\n" + textwrap.indent(
        "\n".join(methods), "    ", lambda line: True
    )


@st.composite
def suites(draw) -> str:
    """A test file of generated fixtures, classes, tests and helpers."""
    counter = [0]
    parts = [HEADER]
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(("function", "class", "module", "statement")))
        if kind == "function":
            parts.append(draw(_function(counter)))
        elif kind == "class":
            parts.append(draw(_class(counter)))
        elif kind == "module":
            parts.append(draw(modules()))
        else:
            template = draw(st.sampled_from(MODULE_STATEMENTS))
            parts.append(draw(_filled(template, counter)))
    source = "\n\n".join(parts)
    assume(parses(source))
    return source
