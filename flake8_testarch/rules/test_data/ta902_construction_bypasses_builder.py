"""A production class constructed directly although the suite has a builder for it.

## What it flags
A call of a class defined in the project's own (non-test) code, in a test
file, when the test support code defines a builder for that class and the
call is not in the builder's own module. A builder is a class named after
the type by one of the `--testarch-builder-names` patterns (`OrderBuilder`
builds `Order` by default) defined in any module of the suite's test code
(`conftest.py`, `tests/builders.py`, a test file); it builds the class its
module imports or calls under that name, or the one a factory_boy style
`class Meta: model = Order` names. The call is matched to the class through
the file's imports (aliases, `import app.models as m`, re-exports), so a
different class with the same name is left alone.

Every direct construction is reported, whatever its arguments, because the
builder is where the suite decided the type is built.

## Why it is bad
Once a builder exists, each direct construction is one more place that
restates the whole constructor and breaks on its next change; and a reader
can no longer tell which attributes the test is about. The builder only
pays off when it is the one way the suite makes the type.

## Example
```python
# file: pyproject.toml
# file: app/orders.py
class Order:
    def __init__(self, order_id, customer, items, currency):
        self.order_id = order_id


# file: tests/builders.py
from app.orders import Order


class OrderBuilder:
    def build(self):
        return Order(1, "ada", [], "EUR")


# file: tests/test_orders.py
from app.orders import Order


def test_order_keeps_its_id():
    assert Order(7, "ada", [], "EUR").order_id == 7
```

## Use instead
```python
# file: pyproject.toml
# file: app/orders.py
class Order:
    def __init__(self, order_id, customer, items, currency):
        self.order_id = order_id


# file: tests/builders.py
from app.orders import Order


class OrderBuilder:
    def __init__(self):
        self.order_id = 1

    def with_id(self, order_id):
        self.order_id = order_id
        return self

    def build(self):
        return Order(self.order_id, "ada", [], "EUR")


# file: tests/test_orders.py
from tests.builders import OrderBuilder


def test_order_keeps_its_id():
    assert OrderBuilder().with_id(7).build().order_id == 7
```

## Options
`--testarch-builder-names` (config `testarch-builder-names`, shared with
TA901): class-name patterns of builders, `*` standing for the built type,
e.g. `*Builder,*Factory` (default `*Builder`).
"""

from __future__ import annotations

from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.rules.test_data._suite import shown_path, suite

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: use the existing builder"

RULE = Rule(
    code="TA902",
    name="construction-bypasses-builder",
    summary="a class constructed directly although the test support code has a builder for it",
    message=(
        "{name} constructed directly although {builder} in {path} builds it; "
        "build it through {builder}"
    ),
    default=False,
)


def visit_Module(node, ctx):
    index, current = suite(ctx)
    for key, _passed, call in current.constructions:
        builders = index.builders_for(key, current)
        if builders and all(builder.path != current.path for builder in builders):
            builder = builders[0]
            yield Hit(
                call,
                {"name": key[1], "builder": builder.name, "path": shown_path(builder.path, index)},
            )
