"""Pathological inputs finish, with every code on, without a crash or a rule error,
and still give the reports they should.

Each test asserts what came out, never how long it took (the machine is
shared); the benchmark script reports the plugin's worst time per file.
"""

from __future__ import annotations

import ast
import re
import sys

import pytest

from flake8_testarch.core.context import FileContext
from flake8_testarch.core.engine import Engine
from flake8_testarch.core.rule import Later, Rule
from flake8_testarch.core.settings import Settings
from tests.flake8_runner import write_files
from tests.robustness import errors, lines_of, lint

pytestmark = pytest.mark.unit

HEADER = "import time\nimport unittest\nfrom unittest import mock\n\nimport pytest\n\n"


def sleep_lines(source: str) -> list[int]:
    return [number for number, line in enumerate(source.splitlines(), 1) if "time.sleep(" in line]


def outcome(reports, source: str) -> tuple[list, bool]:
    """(rule errors, whether TA101 reported exactly the sleeps of the source)."""
    return errors(reports), lines_of(reports, "TA101") == sleep_lines(source)


def fifty_thousand_lines() -> str:
    """A data-driven suite: a 47,100-row case table and 500 tests reading it."""
    table = "".join(f"    ({n}, {n * 2}, 'case {n}'),\n" for n in range(47_100))
    tests = []
    for n in range(500):
        sleep = "    time.sleep(1)\n" if n % 50 == 0 else ""
        tests.append(
            f"\n\n@pytest.mark.parametrize('value, double, name', CASES[{n}:{n + 90}])\n"
            f"def test_case_{n}_doubles(value, double, name):\n"
            f"    result = value * 2\n{sleep}"
            f"    assert result == double, name\n"
        )
    return HEADER + "CASES = [\n" + table + "]\n" + "".join(tests)


def test_fifty_thousand_line_file(tmp_path):
    source = fifty_thousand_lines()
    assert source.count("\n") >= 50_000

    reports = lint(source, tmp_path / "tests" / "test_table.py")

    assert outcome(reports, source) == ([], True)


def deepest_block_nesting() -> int:
    """How deep the running Python lets blocks nest (the tokenizer stops at 100)."""
    for depth in range(100, 0, -1):
        source = "".join("    " * level + "if x:\n" for level in range(depth))
        try:
            ast.parse(source + "    " * depth + "pass\n")
        except (SyntaxError, RecursionError):
            continue
        return depth
    raise AssertionError("no nesting parses")


def test_blocks_nested_as_deep_as_python_allows(tmp_path):
    depth = deepest_block_nesting()
    body = "".join("    " * level + f"if flag_{level}:\n" for level in range(1, depth))
    source = HEADER + "def test_deep():\n" + body + "    " * depth + "time.sleep(1)\n"

    reports = lint(source, tmp_path / "tests" / "test_deep.py")

    assert outcome(reports, source) == ([], True)


def test_functions_nested_as_deep_as_python_allows(tmp_path):
    depth = deepest_block_nesting()
    defs = "".join("    " * level + f"def test_level_{level}():\n" for level in range(depth - 1))
    source = HEADER + defs + "    " * (depth - 1) + "time.sleep(1)\n"

    reports = lint(source, tmp_path / "tests" / "test_deep.py")

    assert outcome(reports, source) == ([], True)


def test_classes_nested_as_deep_as_python_allows(tmp_path):
    depth = deepest_block_nesting()
    classes = "".join("    " * level + f"class TestLevel{level}:\n" for level in range(depth - 2))
    method = "    " * (depth - 2) + "def test_method(self):\n"
    source = HEADER + classes + method + "    " * (depth - 1) + "time.sleep(1)\n"

    reports = lint(source, tmp_path / "tests" / "test_deep.py")

    assert outcome(reports, source) == ([], True)


# Expressions nested N deep, in the places rules read closely.
NESTINGS = {
    "binary operators": lambda n: " + ".join(["a"] * n),
    "attributes": lambda n: "a" + ".b" * n,
    "calls of calls": lambda n: "f" + "()" * n,
    "subscripts": lambda n: "a" + "[0]" * n,
    "unary operators": lambda n: "-" * n + "a",
    "conditional expressions": lambda n: " if c else ".join(["a"] * n),
    "nested calls": lambda n: "f(" * n + ")" * n,
}
PLACES = (
    HEADER
    + "class TestPlaces(unittest.TestCase):\n"
    + "    def setUp(self):\n        self.x = {e}\n\n"
    + "    def test_equal(self):\n"
    + "        with mock.patch({e}):\n            self.assertEqual({e}, {e})\n\n\n"
    + "@pytest.fixture(autouse=True)\ndef fixture(monkeypatch):\n"
    + "    monkeypatch.setattr({e}, {e})\n    yield {e}\n\n\n"
    + "@pytest.mark.parametrize('a', [{e}])\ndef test_places(a):\n"
    + "    try:\n        x = {e}\n    except Exception:\n        pass\n"
    + "    if {e}:\n        return {e}\n    assert {e} == {e}\n    time.sleep({e})\n"
)


def parses(source: str) -> bool:
    try:
        ast.parse(source)
    except (SyntaxError, RecursionError, MemoryError):
        return False
    return True


def deepest(fits, high: int) -> int:
    """The largest depth in 1..high for which ``fits(depth)`` holds (it holds
    for every depth up to some limit)."""
    low = 1
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if fits(middle) else (low, middle - 1)
    return low


def deepest_parsed(nest) -> int:
    """The deepest nesting ``ast.parse`` accepts in PLACES: searched on one
    expression first (cheap), then in PLACES up to that depth."""
    alone = deepest(lambda depth: parses(f"x = {nest(depth)}\n"), 5_000)
    return deepest(lambda depth: parses(PLACES.format(e=nest(depth))), alone)


@pytest.mark.parametrize("nest", NESTINGS.values(), ids=NESTINGS.keys())
def test_expressions_nested_a_hundred_deep(nest, tmp_path):
    source = PLACES.format(e=nest(100))

    reports = lint(source, tmp_path / "tests" / "test_nested.py")

    assert outcome(reports, source) == ([], True)


@pytest.mark.skipif(
    sys.version_info < (3, 11),
    reason="the engine makes room for deep recursion only on 3.11+, where Python calls "
    "do not use the C stack; before, rules may report TA000 on such expressions",
)
@pytest.mark.parametrize("nest", NESTINGS.values(), ids=NESTINGS.keys())
def test_expressions_nested_as_deep_as_ast_parse_allows(nest, tmp_path):
    source = PLACES.format(e=nest(deepest_parsed(nest)))
    # Parsed here, as flake8 parses before plugins run: how deep ast.parse
    # goes depends on how deep the stack already is.
    tree = ast.parse(source)

    reports = lint(source, tmp_path / "tests" / "test_nested.py", tree=tree)

    assert outcome(reports, source) == ([], True)


def test_recursion_limit_is_restored_after_a_file(tmp_path):
    before = sys.getrecursionlimit()

    lint(HEADER + "def test_x():\n    time.sleep(1)\n", tmp_path / "tests" / "test_x.py")

    assert sys.getrecursionlimit() == before


def limits_seen_by_checks(needs_inference: bool, tmp_path) -> tuple[list[int], list[int]]:
    """The recursion limits a rule sees while visiting and in its deferred check."""
    visiting, checking = [], []

    def visit(node, ctx):
        visiting.append(sys.getrecursionlimit())
        yield Later(node, lambda: checking.append(sys.getrecursionlimit()) or ())

    rule = Rule(
        code="TA997", name="records-limits", summary="s", message="m; m",
        needs_inference=needs_inference, visitors={ast.Assert: visit},
    )
    source = "def test_x():\n    assert True\n"
    settings = Settings(enabled=frozenset({rule.code}))
    filename = str(tmp_path / "tests" / "test_x.py")
    ctx = FileContext(ast.parse(source), filename, source.splitlines(keepends=True), settings)
    list(Engine([rule]).run(ctx))
    return visiting, checking


def test_inference_runs_at_the_ordinary_recursion_limit(tmp_path):
    # astroid nests generators, and resuming one uses the C stack.
    before = sys.getrecursionlimit()

    _visiting, checking = limits_seen_by_checks(True, tmp_path)

    assert checking == [before]


@pytest.mark.skipif(sys.version_info < (3, 11), reason="the limit is raised on 3.11+ only")
def test_syntax_checks_run_with_room_for_deep_recursion(tmp_path):
    before = sys.getrecursionlimit()

    visiting, checking = limits_seen_by_checks(False, tmp_path)

    assert [limit > before for limit in visiting + checking] == [True, True]


def test_five_megabyte_string_literal(tmp_path):
    text = "x" * (5 * 1024 * 1024)
    source = HEADER + f"def test_big_string():\n    value = '{text}'\n    time.sleep(1)\n"
    source += f"    assert value == '{text}'\n"

    reports = lint(source, tmp_path / "tests" / "test_string.py")

    assert outcome(reports, source) == ([], True)


def test_class_with_two_thousand_methods(tmp_path):
    methods = "".join(
        f"    def test_method_{n}(self):\n"
        + ("        time.sleep(1)\n" if n % 100 == 0 else "")
        + f"        self.assertEqual(self.value, {n})\n\n"
        for n in range(2000)
    )
    source = HEADER + "class TestMany(unittest.TestCase):\n    value = 0\n\n" + methods

    reports = lint(source, tmp_path / "tests" / "test_many.py")

    assert outcome(reports, source) == ([], True)


def test_mutually_recursive_helpers(tmp_path):
    source = HEADER + (
        "import subprocess\n\npytestmark = pytest.mark.unit\n\n\n"
        "def ping(n):\n    return pong(n - 1) if n else subprocess.run(['true'], timeout=5)\n\n\n"
        "def pong(n):\n    return ping(n - 1) if n else ping(n)\n\n\n"
        "def itself():\n    return itself()\n\n\n"
        "def test_ping():\n    time.sleep(1)\n    assert ping(3) == pong(3)\n    assert itself()\n"
    )

    reports = lint(source, tmp_path / "tests" / "test_ping.py")

    assert outcome(reports, source) == ([], True)


def test_self_referring_definitions(tmp_path):
    write_files(tmp_path, {"tests/__init__.py": ""})
    source = HEADER + (
        "from tests.test_self import *\nfrom tests import test_self as me\n\n"
        "helper = helper\nBase = Base\n\n\nclass Loop(Loop):\n    pass\n\n\n"
        "class Thing(Base):\n    pass\n\n\n"
        "def test_self():\n    time.sleep(1)\n    assert Thing() == Thing()\n"
        "    assert Loop() == Loop()\n    assert me.helper() == helper()\n"
    )

    reports = lint(source, tmp_path / "tests" / "test_self.py")

    assert outcome(reports, source) == ([], True)


CYCLE = {
    "pyproject.toml": "[tool.pytest.ini_options]\ntestpaths = ['tests']\n",
    "tests/__init__.py": "",
    "tests/test_a.py": HEADER + (
        "import subprocess\n\nfrom tests.test_b import B, helper_b\nfrom tests import test_b\n\n"
        "pytestmark = pytest.mark.unit\n\n\nclass A(B):\n    pass\n\n\n"
        "def helper_a(n):\n"
        "    return helper_b(n - 1) if n else subprocess.run(['x'], timeout=5)\n\n\n"
        "def test_a_equals_b():\n    time.sleep(1)\n    assert A() == test_b.B()\n"
        "    assert helper_a(3) == test_b.helper_b(3)\n"
    ),
    "tests/test_b.py": HEADER + (
        "from tests.test_a import A, helper_a\nfrom tests import test_a\n\n"
        "pytestmark = pytest.mark.unit\n\n\nclass B(A):\n    pass\n\n\n"
        "def helper_b(n):\n    return helper_a(n - 1) if n else test_a.helper_a(0)\n\n\n"
        "def test_b_equals_a():\n    time.sleep(1)\n    assert B() == test_a.A()\n"
    ),
}


@pytest.fixture
def cycle(tmp_path, monkeypatch):
    """Two test modules importing each other, their classes based on each other's."""
    monkeypatch.syspath_prepend(str(tmp_path))
    return write_files(tmp_path, CYCLE)


@pytest.mark.parametrize("module", ["tests/test_a.py", "tests/test_b.py"])
def test_import_cycle_between_test_modules(module, cycle):
    source = CYCLE[module]

    reports = lint(source, cycle / module)

    assert outcome(reports, source) == ([], True)


SUITE_SIZE = 30


def suite_module(number: int) -> str:
    following = (number + 1) % SUITE_SIZE
    return HEADER + (
        f"from tests.test_m{following} import helper_{following}\n\n"
        "pytestmark = pytest.mark.unit\n\n\n"
        f"def helper_{number}(n):\n    return helper_{following}(n - 1) if n else n\n\n\n"
        f"@pytest.fixture\ndef value_{number}():\n    return helper_{number}(3)\n\n\n"
        f"def test_m{number}_value_is_zero(value_{number}, everything):\n"
        f"    time.sleep(1)\n    assert value_{number} == 0\n"
    )


@pytest.fixture
def suite(tmp_path, monkeypatch):
    """A suite whose conftest imports every test module, each importing the next."""
    monkeypatch.syspath_prepend(str(tmp_path))
    files = {
        "pyproject.toml": "[tool.pytest.ini_options]\ntestpaths = ['tests']\n",
        "tests/__init__.py": "",
    }
    files.update({f"tests/test_m{n}.py": suite_module(n) for n in range(SUITE_SIZE)})
    imports = "".join(
        f"from tests.test_m{n} import *\nimport tests.test_m{n}\n" for n in range(SUITE_SIZE)
    )
    plugins = ", ".join(f"'tests.test_m{n}'" for n in range(SUITE_SIZE))
    files["tests/conftest.py"] = HEADER + imports + (
        f"from tests import conftest\n\npytest_plugins = [{plugins}]\n\n\n"
        "@pytest.fixture(autouse=True)\ndef everything():\n    yield helper_0(1)\n"
    )
    return write_files(tmp_path, files), files


def test_conftest_that_imports_the_whole_suite(suite):
    root, files = suite

    failed = {
        name: errors(lint(source, root / name))
        for name, source in files.items()
        if name.endswith(".py")
    }

    assert {name: found for name, found in failed.items() if found} == {}


def test_every_file_of_the_suite_reports_its_sleep(suite):
    root, files = suite
    modules = [name for name in files if re.fullmatch(r"tests/test_m\d+\.py", name)]

    found = [lines_of(lint(files[name], root / name), "TA101") for name in modules]

    assert found == [sleep_lines(files[name]) for name in modules]
