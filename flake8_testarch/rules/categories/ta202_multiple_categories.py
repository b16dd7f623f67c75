"""A test with more than one category.

## What it flags
A test whose categories (from the module's `pytestmark`, its classes, its
own decorators and its `pytest.param` case, as for TA201) include more than
one of the category marks. Reported where the second category comes in: on
the module's `pytestmark`, on the class, or on the test.

## Why it is bad
A category answers one question: what does this test start? A test that is
both `unit` and `integration` runs in both lanes (or is filtered out of
both, depending on the `-m` expression), and its failure says nothing about
which kind of mechanism broke. Usually one of the marks is stale, left over
from a move or a copy.

## Example
```python
# file: pyproject.toml
[tool.pytest.ini_options]
markers = ["unit", "integration", "external_infra"]
# file: tests/test_example.py
import pytest

from shop.orders import save_order


@pytest.mark.unit
@pytest.mark.integration
def test_saves_the_order():
    assert save_order({"id": 1}) == 1
```

## Use instead
```python
import pytest

from shop.orders import save_order


@pytest.mark.integration
def test_saves_the_order():
    assert save_order({"id": 1}) == 1
```

## Options
`--testarch-categories` (see TA201).
"""

from __future__ import annotations

from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.rules.categories._categories import (
    categories,
    declared,
    inventory,
    site,
    where,
)

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: keep the one mark that says what the test starts"

RULE = Rule(
    code="TA202",
    name="multiple-categories",
    summary="a test with more than one category mark",
    message="{where} carries more than one category ({found}); keep the one that names what "
    "the test starts",
)


def visit_Module(node, ctx):
    names = categories(ctx)
    if not names:
        return  # the project declares no categories
    reported = set()
    for entry in inventory(ctx):
        found = site(entry, lambda marks: len(marks & names) > 1)
        if found is None or found[0] in reported:
            continue
        place, marks = found
        reported.add(place)
        yield Hit(place, {"where": where(place), "found": ", ".join(sorted(marks & names))})


# Dormant until the project declares its categories.
applies_to = declared
