"""A category that contradicts the name of the class or module.

## What it flags
A test class or test module whose name says what kind of test it is while
its category mark says otherwise. By default a class or module whose name
contains the words `RealDaemon` must be `external_infra`, and one whose name
contains `Live` must not be `unit`. Names are compared word by word, in
CamelCase and snake_case alike: `TestLiveServer` and `test_live_server.py`
contain `Live`, `TestDelivery` does not. Reported where the contradicting
category comes in (the module's `pytestmark`, the class, or the test).
Tests with no category are TA201's business.

## Why it is bad
Names and categories drift apart when a test is copied or a fake is swapped
for the real thing: a class called `TestLiveBilling` marked `unit` runs in
the fast lane and reaches a live service, or the real thing got replaced and
the name now lies. Either way the reader is misled.

## Example
```python
# file: pyproject.toml
[tool.pytest.ini_options]
markers = ["unit", "integration", "external_infra"]
# file: tests/test_example.py
import pytest

from shop.prices import PriceFeed


@pytest.mark.unit
class TestLivePriceFeed:
    def test_quotes_arrive(self):
        assert PriceFeed().latest("ACME") > 0
```

## Use instead
```python
import pytest

from shop.prices import PriceFeed


@pytest.mark.integration
class TestLivePriceFeed:
    def test_quotes_arrive(self):
        assert PriceFeed().latest("ACME") > 0
```

## Options
`--testarch-category-name-rules`: comma-separated `Words=category` (a name
containing these words must carry this category) and `Words!=category` (must
not carry it) items; default `RealDaemon=external_infra,Live!=unit`.
`--testarch-categories` (see TA201).
"""

from __future__ import annotations

import os
import re
from typing import NamedTuple

from flake8_testarch.core.rule import Hit, OptionError, Rule, RuleOption
from flake8_testarch.rules.categories._categories import (
    declared,
    categories,
    check_categories,
    contains_words,
    inventory,
    where,
)

DEFAULT_NAME_RULES = "RealDaemon=external_infra,Live!=unit"
_ITEM = re.compile(r"^\s*([A-Za-z0-9_]+)\s*(!?=)\s*([A-Za-z_][A-Za-z0-9_]*)\s*$")


class NameRule(NamedTuple):
    words: str
    category: str
    required: bool

    def broken_by(self, marks: frozenset[str]) -> bool:
        return (self.category not in marks) if self.required else (self.category in marks)

    def describe(self) -> str:
        verb = "must be" if self.required else "must not be"
        return f"a name containing '{self.words}' {verb} {self.category}"


def parse_name_rules(value) -> tuple[NameRule, ...]:
    items = value if isinstance(value, (list, tuple)) else str(value).split(",")
    rules = []
    for item in items:
        if not str(item).strip():
            continue
        match = _ITEM.match(str(item))
        if match is None:
            raise OptionError(
                f"expected comma-separated 'Words=category' or 'Words!=category' items, "
                f"got {str(item).strip()!r}"
            )
        words, operator, category = match.groups()
        rules.append(NameRule(words, category, required=operator == "="))
    return tuple(rules)


# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: rename the test or class, or change its mark"

RULE = Rule(
    code="TA204",
    name="category-contradicts-name",
    summary="a category mark that contradicts the class or module name",
    message="{where} is marked {found}, but {expectation}; change the category or the name",
    options=(
        RuleOption(
            flag="--testarch-category-name-rules",
            help="Comma-separated 'Words=category' / 'Words!=category' items: a test class "
            f"or module named with these words must (not) carry the category (TA204; "
            f"default: {DEFAULT_NAME_RULES}).",
            default=DEFAULT_NAME_RULES,
            parse=parse_name_rules,
            comma_separated=True,
        ),
    ),
)


def check_options(values) -> None:
    """The categories of the rules the project wrote; the default rules apply
    where the project has their categories."""
    defaults = parse_name_rules(DEFAULT_NAME_RULES)
    rules = values.get("testarch_category_name_rules") or ()
    named = [rule.category for rule in rules if rule not in defaults]
    check_categories(values, "--testarch-category-name-rules", named, "TA204")


def visit_Module(node, ctx):
    rules = ctx.settings.values.get("testarch_category_name_rules") or ()
    if not rules:
        return
    names = categories(ctx)
    if not names:
        return  # the project declares no categories
    entries = [entry for entry in inventory(ctx) if _categorised(entry, names)]
    module_name = os.path.splitext(os.path.basename(ctx.filename))[0]
    reported = set()
    applying: dict[tuple[str, ...], list] = {}  # the rules that names invoke, once per names
    for entry in entries:
        found = _contradiction(entry, module_name, rules, names, applying)
        if found is None or found[0] in reported:
            continue
        place, marks, rule = found
        reported.add(place)
        fields = {
            "where": where(place),
            "found": ", ".join(sorted(marks & names)),
            "expectation": rule.describe(),
        }
        yield Hit(place, fields)


def _categorised(entry, names) -> bool:
    """Whether any level or case of the test carries a category (no rule can
    be broken by a test with none)."""
    return any(level.marks & names for level in entry.levels) or any(
        case & names for case in entry.cases
    )


def _contradiction(entry, module_name, rules, names, applying: dict):
    """The first level where the marks so far break a rule that the names so far
    invoke (``applying``: the file's memo of the rules each run of names invokes)."""
    named = (module_name,)
    levels = entry.cumulative()
    for index, (level, marks) in enumerate(levels):
        if level.node in entry.classes:
            named += (level.node.name,)
        candidates = [marks]
        if index == len(levels) - 1:
            candidates = entry.case_marks()
        invoked = applying.get(named)
        if invoked is None:
            invoked = applying[named] = [
                rule for rule in rules if any(contains_words(n, rule.words) for n in named)
            ]
        for rule in invoked:
            for case in candidates:
                if case & names and rule.broken_by(case):
                    return level.node, case, rule
    return None


# Dormant until the project declares its categories.
applies_to = declared
