"""``calls_named``: a call visitor that declared the callee names it cares
about is handed only those calls, and the declaration never costs a finding."""

from __future__ import annotations

import ast

import pytest

from flake8_testarch.core import engine
from flake8_testarch.core.context import FileContext
from flake8_testarch.core.engine import Engine
from flake8_testarch.core.registry import all_rules
from flake8_testarch.core.rule import Hit, Rule, call_names, calls_named
from flake8_testarch.core.settings import Settings
from tests.casefiles import all_cases, run_case

pytestmark = pytest.mark.unit

SOURCE = """\
import time
from time import sleep


def test_waits(handlers):
    print("start")
    time.sleep(1)
    sleep(2)
    handlers[0](3)
    time.sleep.__call__(4)
"""


def probe(code: str, visitor) -> Rule:
    return Rule(code=code, name=code.lower(), summary="", message="{what}",
                visitors={ast.Call: visitor})


def every_call(node, ctx):
    return [Hit(node, {"what": ast.unparse(node.func)})]


@calls_named({"sleep"})
def sleeps_only(node, ctx):
    return [Hit(node, {"what": ast.unparse(node.func)})]


def reports(rules) -> list[tuple[int, int, str]]:
    settings = Settings(enabled=frozenset(rule.code for rule in rules))
    lines = SOURCE.splitlines(keepends=True)
    ctx = FileContext(ast.parse(SOURCE), "tests/test_waits.py", lines, settings)
    return list(Engine(rules).run(ctx))


def test_a_named_visitor_sees_only_calls_of_its_names():
    found = reports([probe("TA991", sleeps_only)])
    assert [text for _line, _col, text in found] == ["TA991 time.sleep", "TA991 sleep"]


def test_a_visitor_without_names_still_sees_every_call():
    found = reports([probe("TA991", every_call), probe("TA992", sleeps_only)])
    assert [text for _line, _col, text in found if text.startswith("TA991")] == [
        "TA991 print",
        "TA991 time.sleep",
        "TA991 sleep",
        "TA991 handlers[0]",
        "TA991 time.sleep.__call__",
    ]


def test_visitors_of_one_call_run_in_rule_order():
    found = reports([probe("TA992", sleeps_only), probe("TA991", every_call)])
    on_line_7 = [text.split(" ")[0] for line, _col, text in found if line == 7]
    assert on_line_7 == ["TA992", "TA991"]


def test_a_named_visitor_sees_a_call_through_an_import_alias():
    source = "from time import sleep as nap\n\n\ndef test_naps():\n    nap(1)\n    len([])\n"
    settings = Settings(enabled=frozenset({"TA991"}))
    ctx = FileContext(ast.parse(source), "tests/test_naps.py", [source], settings)
    found = list(Engine([probe("TA991", sleeps_only)]).run(ctx))
    assert [(line, text) for line, _col, text in found] == [(5, "TA991 nap")]


def test_the_declaration_is_read_back_as_a_frozen_set():
    assert call_names(sleeps_only) == frozenset({"sleep"})


NAMED_CODES = frozenset(
    rule.code for rule in all_rules() if call_names(rule.visitors.get(ast.Call, None)) is not None
)
NAMED_CASES = [case for case in all_cases() if case.code in NAMED_CODES]


def test_the_shipped_rules_declare_names():
    # Guards the differential test below against checking nothing.
    assert len(NAMED_CODES) >= 8


@pytest.mark.parametrize("case", NAMED_CASES, ids=[case.id for case in NAMED_CASES])
def test_declared_names_lose_no_finding_of_the_rule_cases(case, tmp_path, monkeypatch):
    filtered = run_case(case, tmp_path / "filtered")
    monkeypatch.setattr(engine, "call_names", lambda visitor: None)
    unfiltered = run_case(case, tmp_path / "unfiltered")
    assert filtered == unfiltered
