"""``applies_to``: a rule whose file-level gate says no is left out of that
file's walk, and the gates of the shipped rules never cost a finding."""

from __future__ import annotations

import ast

import pytest

from flake8_testarch.core import registry
from flake8_testarch.core.context import FileContext
from flake8_testarch.core.engine import Engine
from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.core.settings import Settings
from tests.casefiles import all_cases, run_case

pytestmark = pytest.mark.unit

SOURCE = """\
def test_prints():
    print("start")
"""


def every_call(node, ctx):
    return [Hit(node, {"what": ast.unparse(node.func)})]


def gated(code: str, gate) -> Rule:
    return Rule(code=code, name=code.lower(), summary="", message="{what}",
                visitors={ast.Call: every_call}, applies_to=gate)


def reported_codes(rules, filename: str = "tests/test_prints.py") -> list[str]:
    settings = Settings(enabled=frozenset(rule.code for rule in rules))
    ctx = FileContext(ast.parse(SOURCE), filename, SOURCE.splitlines(keepends=True), settings)
    return [text.split(" ")[0] for _line, _col, text in Engine(rules).run(ctx)]


def test_a_rule_whose_gate_says_no_sees_nothing_in_the_file():
    rules = [gated("TA991", lambda ctx: "sleep" in "".join(ctx.lines)), gated("TA992", None)]
    assert reported_codes(rules) == ["TA992"]


def test_a_rule_whose_gate_says_yes_is_walked_as_usual():
    rules = [gated("TA991", lambda ctx: "print" in "".join(ctx.lines))]
    assert reported_codes(rules) == ["TA991"]


def test_the_gate_is_asked_again_for_each_file():
    asked = []
    rule = gated("TA991", lambda ctx: asked.append(ctx.filename) or True)
    engine = Engine([rule])
    for name in ("tests/test_a.py", "tests/test_b.py"):
        settings = Settings(enabled=frozenset({"TA991"}))
        engine.run(FileContext(ast.parse(SOURCE), name, [SOURCE], settings))
    assert asked == ["tests/test_a.py", "tests/test_b.py"]


GATED_CODES = frozenset(rule.code for rule in registry.all_rules() if rule.applies_to is not None)
GATED_CASES = [case for case in all_cases() if case.code in GATED_CODES]


def test_the_shipped_rules_have_gates():
    # Guards the differential test below against checking nothing.
    assert {"TA101", "TA103", "TA601"} <= GATED_CODES


@pytest.mark.parametrize("case", GATED_CASES, ids=[case.id for case in GATED_CASES])
def test_gates_lose_no_finding_of_the_rule_cases(case, tmp_path, monkeypatch):
    gated_run = run_case(case, tmp_path / "gated")
    ungated = tuple(rule._replace(applies_to=None) for rule in registry.all_rules())
    monkeypatch.setattr(registry, "all_rules", lambda: ungated)
    monkeypatch.setattr("flake8_testarch.plugin.all_rules", lambda: ungated)
    assert run_case(case, tmp_path / "ungated") == gated_run
