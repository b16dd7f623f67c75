"""``flake8-testarch report``: the triage view, rendered from findings (in process)."""

from __future__ import annotations

import pytest

from flake8_testarch.core.registry import all_rules
from flake8_testarch.tools.report import render
from flake8_testarch.tools.workspace import Finding

pytestmark = pytest.mark.unit

FINDINGS = [
    Finding("tests/unit/test_a.py", 3, 5, "TA101", "time.sleep in test code"),
    Finding("tests/unit/test_a.py", 9, 5, "TA602", "patch('x') replaces the target"),
    Finding("tests/unit/test_b.py", 4, 9, "TA602", "patch('y') replaces the target"),
    Finding("tests/db/test_c.py", 2, 1, "TA201", "test_c has no category"),
]


def section(text: str, title: str) -> list[str]:
    return text.split(f"{title}\n")[1].split("\n\n")[0].splitlines()


def test_every_rule_says_what_fixing_a_finding_costs():
    assert [rule.code for rule in all_rules() if not rule.fix_cost] == []


def test_codes_are_counted_most_frequent_first_with_name_and_cost():
    rows = section(render(FINDINGS, declared=True), "By code (what fixing one costs):")

    cost = next(rule.fix_cost for rule in all_rules() if rule.code == "TA602")
    assert rows[0].split(None, 3) == ["TA602", "2", "mock-without-spec", cost]
    assert [row.split()[0] for row in rows] == ["TA602", "TA101", "TA201"]


def test_folders_are_counted():
    rows = section(render(FINDINGS, declared=True), "By folder:")

    assert [row.split() for row in rows] == [["3", "tests/unit"], ["1", "tests/db"]]


def test_order_is_categorize_fix_baseline_with_the_counts_that_apply():
    steps = render(FINDINGS, declared=True).split("Suggested order:\n")[1].splitlines()

    assert [step.split(":")[0].strip() for step in steps] == [
        "1. flake8-testarch categorize --write",
        "2. flake8-testarch fix --write",
        "3. flake8-testarch baseline write",
    ]
    assert "(1 finding of TA201, TA203)" in steps[0]


def test_a_clean_suite_is_told_to_keep_the_baseline_step_only():
    steps = render([], declared=True).split("Suggested order:\n")[1].splitlines()

    assert [step.split(":")[0].strip() for step in steps] == ["1. flake8-testarch baseline write"]


def test_a_suite_without_categories_is_told_categorize_declares_them():
    steps = render([], declared=False).split("Suggested order:\n")[1].splitlines()

    assert "are off until the project declares its categories" in steps[0]
