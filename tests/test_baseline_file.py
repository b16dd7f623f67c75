"""The baseline file format and the scope of a report, in-process."""

from __future__ import annotations

import ast
import textwrap

import pytest

from flake8_testarch.baseline import BaselineError, Key, dumps, load_cached, parse, scope_finder

pytestmark = pytest.mark.unit

ENTRY = '{"path": "tests/test_x.py", "code": "TA101", "scope": "TestX.test_a", "count": 1}'


def _file(*entries: str) -> str:
    return '{"flake8-testarch-baseline": 1, "entries": [\n' + ",\n".join(entries) + "\n]}\n"


BROKEN = {
    "not-json": ("{", "not valid JSON (line 1, column 2: Expecting property name enclosed"),
    "not-an-object": ("[]", 'not a flake8-testarch baseline (no "flake8-testarch-baseline"'),
    "future-version": (
        '{"flake8-testarch-baseline": 2, "entries": []}',
        "format version 2 is not supported (expected 1)",
    ),
    "entries-not-a-list": (
        '{"flake8-testarch-baseline": 1, "entries": {}}',
        '"entries" must be a list',
    ),
    "unknown-top-field": (
        '{"flake8-testarch-baseline": 1, "entries": [], "extra": 1}',
        "unknown top-level field 'extra'",
    ),
    "entry-not-object": (_file('"x"'), "entry 1 is not an object"),
    "missing-field": (
        _file('{"path": "tests/test_x.py", "code": "TA101", "scope": ""}'),
        "entry 1 lacks the field 'count'",
    ),
    "unknown-field": (
        _file(ENTRY[:-1] + ', "line": 3}'),
        "entry 1 has an unknown field 'line'",
    ),
    "absolute-path": (
        _file(ENTRY.replace('"tests/test_x.py"', '"/src/tests/test_x.py"')),
        "entry 1: 'path' must be a relative '/'-separated path, got '/src/tests/test_x.py'",
    ),
    "bad-code": (
        _file(ENTRY.replace('"TA101"', '"E501"')),
        "entry 1: 'code' must be a code like 'TA101', got 'E501'",
    ),
    "bad-scope": (
        _file(ENTRY.replace('"TestX.test_a"', '"TestX test_a"')),
        "entry 1: 'scope' must be a dotted name",
    ),
    "zero-count": (
        _file(ENTRY.replace('"count": 1', '"count": 0')),
        "entry 1: 'count' must be a whole number >= 1, got 0",
    ),
    "bool-count": (
        _file(ENTRY.replace('"count": 1', '"count": true')),
        "entry 1: 'count' must be a whole number >= 1, got True",
    ),
    "duplicate-entry": (
        _file(ENTRY, ENTRY),
        "entries 1 and 2 are both tests/test_x.py TA101 TestX.test_a; keep one",
    ),
    "duplicate-field": (
        _file(ENTRY[:-1] + ', "count": 2}'),
        "the field 'count' appears twice in one object",
    ),
}


@pytest.mark.parametrize(("text", "problem"), BROKEN.values(), ids=BROKEN)
def test_broken_file_is_one_error_line_naming_file_and_problem(text, problem):
    with pytest.raises(BaselineError) as raised:
        parse(text, "conf/baseline.json")

    message = str(raised.value)
    assert (message.startswith(f"baseline conf/baseline.json: {problem}"), "\n" in message) == (
        True,
        False,
    ), message


def test_dumps_sorts_entries_one_per_line_and_parse_reads_them_back():
    counts = {
        Key("tests/test_b.py", "TA101", ""): 2,
        Key("tests/test_a.py", "TA302", "TestA.test_x"): 1,
        Key("tests/test_a.py", "TA101", "TestA.test_x"): 1,
    }

    text = dumps(counts)

    assert (text.splitlines()[1:4], parse(text, "b.json").counts) == (
        [
            '{"path": "tests/test_a.py", "code": "TA101", "scope": "TestA.test_x", "count": 1},',
            '{"path": "tests/test_a.py", "code": "TA302", "scope": "TestA.test_x", "count": 1},',
            '{"path": "tests/test_b.py", "code": "TA101", "scope": "", "count": 2}',
        ],
        counts,
    )


def test_empty_baseline_round_trips():
    assert (dumps({}), parse(dumps({}), "b.json").counts) == (
        '{"flake8-testarch-baseline": 1, "entries": [\n]}\n',
        {},
    )


SOURCE = textwrap.dedent(
    """\
    import time

    time.sleep(0.1)


    class TestCart:
        @staticmethod
        @pytest.mark.slow
        def test_total():
            def helper():
                time.sleep(1)
            helper()

        def test_empty(self):
            lambda: time.sleep(1)


    async def test_checkout():
        if True:
            for x in y:
                time.sleep(1)
    """
)


@pytest.mark.parametrize(
    ("line", "scope"),
    [
        pytest.param(3, "", id="module-level"),
        pytest.param(6, "TestCart", id="class-line"),
        pytest.param(7, "TestCart.test_total", id="decorator-line"),
        pytest.param(9, "TestCart.test_total", id="def-line"),
        pytest.param(11, "TestCart.test_total.helper", id="nested-function"),
        pytest.param(12, "TestCart.test_total", id="after-nested-function"),
        pytest.param(15, "TestCart.test_empty", id="lambda-is-not-a-scope"),
        pytest.param(21, "test_checkout", id="inside-blocks-of-async-test"),
    ],
)
def test_scope_is_the_innermost_function_or_class_around_the_line(line, scope):
    assert scope_finder(ast.parse(SOURCE))(line) == scope


def test_cached_load_reads_an_unchanged_file_once(tmp_path):
    path = tmp_path / "b.json"
    path.write_text(dumps({Key("tests/test_a.py", "TA101", ""): 1}), encoding="utf-8")

    assert load_cached(str(path)) is load_cached(str(path))


def test_cached_load_reads_the_file_again_once_it_changes(tmp_path):
    path = tmp_path / "b.json"
    path.write_text(dumps({Key("tests/test_a.py", "TA101", ""): 1}), encoding="utf-8")
    load_cached(str(path))
    path.write_text(dumps({Key("tests/test_a.py", "TA101", ""): 12}), encoding="utf-8")

    assert load_cached(str(path)).counts == {Key("tests/test_a.py", "TA101", ""): 12}
