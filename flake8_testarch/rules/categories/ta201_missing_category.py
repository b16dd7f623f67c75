"""A test with no category.

## What it flags
A test that carries none of the category marks (by default `unit`,
`integration`, `external_infra`). A test's categories are the marks it gets
from the module's `pytestmark`, from its class (decorators, a `pytestmark`
attribute, and base classes, also ones imported from other modules of the
project) and from its own decorators; a `pytest.param(..., marks=...)` case
adds its own, in a `parametrize` of the test or of its class, written there
or behind a name (`@all_stores`, where `all_stores =
pytest.mark.parametrize("uri", STORES.values())` here or in an imported
module), with cases listed in place, in a list or in a dict's values bound
to a name, or picked from one by a comprehension (`[s for name, s in
STORES.items() if ...]`: every case it can pick counts). A test is
reported when one of its cases carries no category. Marks count under any
spelling: `pytest.mark.unit`, `from pytest import mark` with `@mark.unit`,
or an alias such as
`unit = pytest.mark.unit` defined here or imported. Django's tags count as
marks (`@tag("unit")` from `django.test`, on a class or a test), and so does
a folder the project declares with `--testarch-category-paths`
(`tests/unit/*:unit,tests/integration/*:integration`: every test of a file
under it carries that category).

A test module below a `conftest.py` whose collection hook
(`pytest_collection_modifyitems`, `pytest_itemcollected`) adds a category
mark to the collected items (`item.add_marker(pytest.mark.integration)`,
under any condition, or a mark named only at run time) is not reported:
the hook gives the categories as pytest collects, and the linter does not
run it.

Nor is a test module in a folder named after one of the project's
categories or registered lanes, below its root (`tests/unit/test_cart.py`,
`tests/integration/`): the project sorts its tests by folder and runs each
lane as `pytest tests/unit`. The other category rules take a folder's
category only from `--testarch-category-paths`; name such folders there
to have them read it too.

Reported once per class (naming how many of its tests carry no category
when only some of them do; "on some of its cases" for a parametrized test),
and on each module-level test function otherwise.

When the categories come from the project's marker registration, the
other marks it registers beside them count too: a test marked `benchmark`
in a project registering `unit`, `integration` and `benchmark` sits in a
lane the project chose. Such a lane cannot be told from a modifier like
`slow`, so a test carrying only a registered modifier is not reported
either (registered in the pytest configuration, or by a `conftest.py`'s
`pytest_configure`, `config.addinivalue_line("markers", "slow: ...")`);
name the categories with `--testarch-categories` to hold every test to
them. The message then offers the categories the project
registers.

A project that declares one category alone (it registers only
`integration`, to run or leave out with `-m "not integration"`) sets one
lane apart: the tests without the mark are the rest, and are not reported.

Categories are the project's declaration: TA201-TA205 check nothing until
the project declares them, by registering one of the category marks in
its pytest configuration (`markers = unit: ...`), by naming its
categories with `--testarch-categories`, or by declaring them by folder
with `--testarch-category-paths`. A suite that never chose
categories has nothing to be checked against, and every test would be
reported.

## Why it is bad
The category says what a test starts: nothing outside the process, a real
database or server in-process, or infrastructure that may be absent. Without
it nobody can run the fast lane alone (`pytest -m unit`), a failure cannot be
read from the lane that reported it, and the other category rules (TA203,
TA205) have nothing to check.

## Example
```python
# file: pyproject.toml
[tool.pytest.ini_options]
markers = ["unit", "integration", "external_infra"]
# file: tests/test_example.py
from shop.cart import Cart, total


def test_total_adds_line_prices():
    assert total([2, 3]) == 5


class TestCart:
    def test_starts_empty(self):
        assert Cart().items == []
```

## Use instead
```python
import pytest

from shop.cart import Cart, total

pytestmark = pytest.mark.unit


def test_total_adds_line_prices():
    assert total([2, 3]) == 5


class TestCart:  # the module's pytestmark covers it
    def test_starts_empty(self):
        assert Cart().items == []
```

Register the marks (`markers` in the pytest configuration) so that
`--strict-markers` catches a misspelt category.

## Options
`--testarch-categories`: the comma-separated marks that are categories;
shared by TA201-TA205. Unset, the categories are `unit`, `integration` and
`external_infra` when the project's pytest configuration registers one of
them, and there are none (the rules are off) when it registers none.
`--testarch-unit-category` (TA203) and `--testarch-infra-category` (TA205)
name two of them.
"""

from __future__ import annotations

from flake8_testarch.rules.categories._categories import (
    declared,
    CATEGORIES_OPTION,
    INFRA_OPTION,
    PATHS_OPTION,
    UNIT_OPTION,
    categories,
    folder_lanes,
    inventory,
    registered_lanes,
    suggested,
)
from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.suite.marks import ANY_MARK, collection_hook_marks

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "mechanical: 'flake8-testarch categorize --write' marks every test"

RULE = Rule(
    code="TA201",
    name="missing-category",
    summary="a test class or module-level test with no category mark",
    message="{name} has no category{detail}; mark it with one of {choices}",
    options=(CATEGORIES_OPTION, UNIT_OPTION, INFRA_OPTION, PATHS_OPTION),
)


def visit_Module(node, ctx):
    names = categories(ctx)
    if not names:
        return  # the project declares no categories
    chosen = ctx.settings.values
    if not (chosen.get("testarch_categories") or chosen.get("testarch_category_paths")) and len(
        suggested(ctx)
    ) < 2:
        # One category registered alone (`integration`, run or left out
        # with `-m "not integration"`) sets a lane apart; the other tests
        # need no mark of their own.
        return
    accepted = names | registered_lanes(ctx)
    hooked = collection_hook_marks(ctx.module)
    if ANY_MARK in hooked or not accepted.isdisjoint(hooked):
        return  # a conftest's collection hook may give each test its category
    if folder_lanes(ctx, accepted):
        return  # `tests/unit/`: the folder is the file's lane
    missing: dict[object, list] = {}
    totals: dict[object, int] = {}
    for entry in inventory(ctx):
        owner = entry.owner
        totals[owner] = totals.get(owner, 0) + 1
        for marks in entry.case_marks():
            if accepted.isdisjoint(marks):
                missing.setdefault(owner, []).append(entry)
                break
    choices = ", ".join(sorted(suggested(ctx) or names))
    for owner, entries in missing.items():
        if owner is entries[0].function:
            detail = ""
            if len(entries[0].cases) > 1:
                detail = " on some of its cases"
        elif len(entries) < totals[owner]:
            detail = f" ({len(entries)} of its {totals[owner]} tests carry none)"
        else:
            detail = ""
        yield Hit(owner, {"name": owner.name, "detail": detail, "choices": choices})


# Dormant until the project declares its categories.
applies_to = declared
