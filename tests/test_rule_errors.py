"""TA000: a rule that raises is contained; flake8 goes on and the other rules still report."""

from __future__ import annotations

import ast

import pytest

from flake8_testarch.core.context import FileContext
from flake8_testarch.core.engine import Engine
from flake8_testarch.core.registry import rule_for
from flake8_testarch.core.rule import Rule
from flake8_testarch.core.settings import Settings

pytestmark = pytest.mark.unit

SOURCE = """\
import time


def test_worker_drains_queue():
    print("start")
    time.sleep(1)
    time.sleep(2)
"""
FAILING_CODE = "TA998"


def _raise_on_call(node, ctx):
    raise LookupError("no binding for 'worker'")


def _raise_while_iterating(node, ctx):
    yield from ()
    raise LookupError("no binding for 'worker'")


def failing_rule(visitor) -> Rule:
    return Rule(
        code=FAILING_CODE,
        name="always-fails",
        summary="a rule with a bug",
        message="never formatted",
        visitors={ast.Call: visitor},
    )


def run_engine(rules, tmp_path) -> list[tuple[int, int, str]]:
    filename = tmp_path / "tests" / "test_worker.py"
    settings = Settings(enabled=frozenset(rule.code for rule in rules))
    ctx = FileContext(ast.parse(SOURCE), str(filename), SOURCE.splitlines(keepends=True), settings)
    return list(Engine(rules).run(ctx))


VISITORS = [
    pytest.param(_raise_on_call, id="visitor-raises"),
    pytest.param(_raise_while_iterating, id="generator-raises"),
]


@pytest.mark.parametrize("visitor", VISITORS)
def test_failing_rule_is_reported_once_as_ta000_naming_rule_and_exception(visitor, tmp_path):
    reports = run_engine([failing_rule(visitor), rule_for("TA101")], tmp_path)

    errors = [(line, text) for line, _col, text in reports if text.startswith("TA000 ")]
    assert [(line, FAILING_CODE in text, "LookupError" in text) for line, text in errors] == [
        (5, True, True)
    ]


@pytest.mark.parametrize("visitor", VISITORS)
def test_other_rules_still_report_when_one_rule_fails(visitor, tmp_path):
    reports = run_engine([failing_rule(visitor), rule_for("TA101")], tmp_path)

    assert [line for line, _col, text in reports if text.startswith("TA101 ")] == [6, 7]


def _failing_gate(ctx):
    raise OSError("gate could not read the file")


def test_a_failing_gate_is_reported_as_ta000_and_the_other_rules_still_report(tmp_path):
    gated = failing_rule(_raise_on_call)._replace(applies_to=_failing_gate)
    reports = run_engine([gated, rule_for("TA101")], tmp_path)

    assert [(line, text.split(" ")[0]) for line, _col, text in reports] == [
        (1, "TA000"), (6, "TA101"), (7, "TA101")
    ]
