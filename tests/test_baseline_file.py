"""The baseline file format, matching, and where a report is, in-process."""

from __future__ import annotations

import ast
import textwrap

import pytest

from flake8_testarch.baseline import (
    BaselineError,
    Entry,
    body_hash,
    dumps,
    line_hash,
    load_cached,
    locator,
    match,
    parse,
)

pytestmark = pytest.mark.unit

HEADER = '{"flake8-testarch-baseline": 2}'
ENTRY = (
    '{"path": "tests/test_x.py", "code": "TA101", "scope": "TestX.test_a", '
    '"body": "0123abcd", "line": "89abcdef"}'
)


def _file(*entries: str) -> str:
    return "\n".join([HEADER, *entries]) + "\n"


BROKEN = {
    "not-json": ("{", "line 1 is not valid JSON (column 2: Expecting property name enclosed"),
    "not-an-object": ("[]", "not a flake8-testarch baseline (line 1 is not"),
    "old-version": (
        '{"flake8-testarch-baseline": 1, "entries": []}',
        "format version 1 is not supported (expected 2); rewrite it with "
        "'flake8-testarch baseline write --force'",
    ),
    "unknown-header-field": (
        '{"flake8-testarch-baseline": 2, "extra": 1}',
        "line 1 has an unknown field 'extra'",
    ),
    "conflict-marker": (_file(ENTRY, "=======", ENTRY), "line 3 is not valid JSON (column 1"),
    "entry-not-object": (_file('"x"'), "line 2 is not an object"),
    "missing-field": (
        _file('{"path": "tests/test_x.py", "code": "TA101", "scope": "", "body": ""}'),
        "line 2 lacks the field 'line'",
    ),
    "unknown-field": (_file(ENTRY[:-1] + ', "count": 3}'), "line 2 has an unknown field 'count'"),
    "absolute-path": (
        _file(ENTRY.replace('"tests/test_x.py"', '"/src/tests/test_x.py"')),
        "line 2: 'path' must be a relative '/'-separated path, got '/src/tests/test_x.py'",
    ),
    "bad-code": (
        _file(ENTRY.replace('"TA101"', '"E501"')),
        "line 2: 'code' must be a code like 'TA101', got 'E501'",
    ),
    "bad-scope": (
        _file(ENTRY.replace('"TestX.test_a"', '"TestX test_a"')),
        "line 2: 'scope' must be a dotted name",
    ),
    "bad-hash": (
        _file(ENTRY.replace('"89abcdef"', '"xyz"')),
        "line 2: 'line' must be 8 hex digits, got 'xyz'",
    ),
    "duplicate-field": (
        _file(ENTRY[:-1] + ', "code": "TA102"}'),
        "line 2: the field 'code' appears twice",
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


A = Entry("tests/test_a.py", "TA101", "TestA.test_x", "0000aaaa", "1111bbbb")
B = Entry("tests/test_b.py", "TA101", "", "", "2222cccc")


def test_dumps_sorts_entries_one_per_line_and_parse_reads_them_back():
    text = dumps([B, A, A])

    assert (text.splitlines()[0], len(text.splitlines()), parse(text, "b.json").entries) == (
        HEADER,
        4,
        (A, A, B),
    )


def test_empty_baseline_round_trips():
    assert (dumps([]), parse(dumps([]), "b.json").entries) == (HEADER + "\n", ())


def test_an_entry_covers_one_violation_only():
    uncovered, stale = match([A], [A, A])

    assert (uncovered, stale) == ([1], [])


def test_a_violation_in_a_renamed_scope_with_the_same_body_is_covered():
    renamed = Entry(A.path, A.code, "TestA.test_y", A.body, A.line)

    assert match([A], [renamed]) == ([], [])


def test_a_violation_on_another_line_text_is_not_covered():
    other = Entry(A.path, A.code, A.scope, A.body, "3333dddd")

    assert match([A], [other]) == ([0], [A])


def test_line_hash_ignores_indentation_and_body_hash_ignores_names_and_comments():
    first = ast.parse("def test_a():\n    x = 1  # one\n").body[0]
    second = ast.parse("def test_b():\n    x = 1\n").body[0]

    assert (line_hash("    x = 1"), body_hash(first)) == (line_hash("x  =  1"), body_hash(second))


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
    assert locator(ast.parse(SOURCE), SOURCE.splitlines())(line)[0] == scope


def test_cached_load_reads_an_unchanged_file_once(tmp_path):
    path = tmp_path / "b.json"
    path.write_text(dumps([B]), encoding="utf-8")

    assert load_cached(str(path)) is load_cached(str(path))


def test_cached_load_reads_the_file_again_once_it_changes(tmp_path):
    path = tmp_path / "b.json"
    path.write_text(dumps([B]), encoding="utf-8")
    load_cached(str(path))
    path.write_text(dumps([A, B]), encoding="utf-8")

    assert load_cached(str(path)).entries == (A, B)
