"""Every rule documents itself, and its documented examples behave as documented."""

import ast
import os
import re
import shlex

import pytest
from flake8.options.parse_args import parse_args

from flake8_testarch.plugin import Plugin
from flake8_testarch.core.registry import all_rules
from tests.casefiles import CASES_ROOT, all_cases

pytestmark = pytest.mark.unit

SECTIONS = ("What it flags", "Why it is bad", "Example", "Use instead", "Options")
RULES = all_rules()
LINTED_RULES = [rule for rule in RULES if rule.visitors]
_CODE_BLOCK = re.compile(r"```python\n(?P<code>.*?)```", re.DOTALL)
_FLAGS = re.compile(r"#\s*flags:\s*(?P<flags>.*)")
_FILE = re.compile(r"^#\s*file:\s*(\S+)\n", re.M)


def _section(doc: str, title: str) -> str:
    match = re.search(rf"^## {re.escape(title)}\n(?P<body>.*?)(?=^## |\Z)", doc, re.M | re.S)
    return match.group("body") if match else ""


def _codes_reported(rule, source, tmp_path):
    # A block may start with `# flags: ...`, as case files do (for rules that
    # report nothing until configured).
    flags = _FLAGS.match(source)
    extra = shlex.split(flags.group("flags")) if flags else []
    _, options = parse_args(["--isolated", "--select", rule.code, *extra, "x.py"])
    Plugin.parse_options(options)
    filename = str(tmp_path / "tests" / "test_doc_example.py")
    # `# file: <path>` lines split a block into files written under tmp_path
    # (for rules that read the project around a test); the last one is linted.
    for path, text in _files(source):
        filename = str(tmp_path / path)
        os.makedirs(os.path.dirname(filename), exist_ok=True)
        with open(filename, "w", encoding="utf-8") as handle:
            handle.write(text)
        source = text
    plugin = Plugin(ast.parse(source), filename, source.splitlines(keepends=True))
    return [text.split(" ", 1)[0] for _line, _col, text, _type in plugin.run()]


def _files(source):
    parts = _FILE.split(source)
    return list(zip(parts[1::2], parts[2::2]))


def test_rule_codes_are_unique_and_well_formed():
    codes = [rule.code for rule in RULES]
    assert len(codes) == len(set(codes)) and all(re.fullmatch(r"TA\d{3}", c) for c in codes)


@pytest.mark.parametrize("rule", RULES, ids=[rule.code for rule in RULES])
def test_docstring_has_every_section(rule):
    missing = [title for title in SECTIONS if not _section(rule.doc, title).strip()]
    assert not missing, f"{rule.code} docstring lacks {missing}"


@pytest.mark.parametrize("rule", RULES, ids=[rule.code for rule in RULES])
def test_message_says_what_to_do_without_trailing_dot(rule):
    templates = [rule.message, *rule.variants.values()]
    assert all(";" in text and not text.endswith(".") for text in templates)


@pytest.mark.parametrize("rule", LINTED_RULES, ids=[rule.code for rule in LINTED_RULES])
def test_documented_example_reports_the_rule(rule, tmp_path):
    blocks = _CODE_BLOCK.findall(_section(rule.doc, "Example"))
    assert blocks and all(rule.code in _codes_reported(rule, b, tmp_path) for b in blocks)


@pytest.mark.parametrize("rule", LINTED_RULES, ids=[rule.code for rule in LINTED_RULES])
def test_documented_fix_stays_silent(rule, tmp_path):
    blocks = _CODE_BLOCK.findall(_section(rule.doc, "Use instead"))
    assert blocks and not any(_codes_reported(rule, block, tmp_path) for block in blocks)


@pytest.mark.parametrize("rule", LINTED_RULES, ids=[rule.code for rule in LINTED_RULES])
def test_rule_has_a_firing_and_a_silent_case_file(rule):
    cases = [case for case in all_cases() if case.code == rule.code]
    assert any(case.expected for case in cases) and any(not case.expected for case in cases), (
        f"{CASES_ROOT / rule.code} needs a case that reports and one that stays silent"
    )
