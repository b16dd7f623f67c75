"""A wide production class constructed all over the suite with no builder.

## What it flags
A class defined in the project's own (non-test) code that the test suite
constructs, in total, more than `--testarch-builder-min-constructions` times
(15 by default) with more than `--testarch-builder-min-params` arguments
each (3 by default), while no builder for it exists in the test support
code. A builder is a class named after the type by one of the
`--testarch-builder-names` patterns (`OrderBuilder` for `Order` by default)
defined in any module of the test code (`conftest.py`, `tests/builders.py`,
a test file), or a factory_boy style class whose `Meta.model` is the type.

Only constructions that spell out more than the limit count: they are the
ones coupled to the wide signature. A class with many optional parameters
that tests build with one or two (`Client(timeout=1)`) reads fine and is
left alone, and so is a class whose named constructor parameters are no
more than the limit (`__init__` minus `self`, or the fields of a dataclass,
attrs class, NamedTuple or pydantic model, inherited ones included), which
is wide only through `*args`.

The count covers the whole suite: every module under pytest's `testpaths`
(else every test file and every module in a `tests`/`test`/`testing` folder
of the project), read as syntax, never imported. A call counts when its
name resolves through its file's imports (aliases, `import app.models as
m`, star imports, re-exports through a package `__init__`) to the class's
definition; classes of the test code itself and of installed libraries do
not count. The linted file counts as flake8 reads it (an editor's unsaved
buffer), the others as saved on disk when the flake8 run started (the
suite is listed once per run).

The report sits on the first such construction of the type in each test
file, once per type per file, and gives the count across the suite.

## Why it is bad
Every test that spells out a wide constructor is coupled to its whole
signature: add one required parameter and a hundred tests change, although
most of them were about one attribute. A builder starts from sensible
defaults and lets each test state only the value it is about, so the next
signature change edits one file.

## Example
```python
# flags: --testarch-builder-min-constructions=2
# file: pyproject.toml
# file: app/orders.py
class Order:
    def __init__(self, order_id, customer, items, currency, status):
        self.order_id = order_id


# file: tests/test_orders.py
from app.orders import Order


def test_new_order_is_open():
    order = Order(1, "ada", [], "EUR", "open")
    assert order.order_id == 1


def test_order_keeps_its_customer():
    assert Order(2, "bob", [], "EUR", "open").order_id == 2


def test_order_ids_differ():
    assert Order(3, "cy", [], "EUR", "open").order_id == 3
```

## Use instead
A builder in the test support code; tests name only what they are about.

```python
# flags: --testarch-builder-min-constructions=2
# file: pyproject.toml
# file: app/orders.py
class Order:
    def __init__(self, order_id, customer, items, currency, status):
        self.order_id = order_id


# file: tests/builders.py
from app.orders import Order


class OrderBuilder:
    def __init__(self):
        self._fields = dict(order_id=1, customer="ada", items=[], currency="EUR", status="open")

    def with_id(self, order_id):
        self._fields["order_id"] = order_id
        return self

    def build(self):
        return Order(**self._fields)


# file: tests/test_orders.py
from tests.builders import OrderBuilder


def test_order_ids_differ():
    assert OrderBuilder().with_id(3).build().order_id == 3
```

## Options
- `--testarch-builder-min-params` (config `testarch-builder-min-params`): a
  construction counts when it passes more than this many arguments, a whole
  number >= 0 (default 3).
- `--testarch-builder-min-constructions` (config
  `testarch-builder-min-constructions`): reported once the suite has more
  than this many such constructions of the type, a whole number >= 0
  (default 15).
- `--testarch-builder-names` (config `testarch-builder-names`, shared with
  TA902): class-name patterns of builders, `*` standing for the built type,
  e.g. `*Builder,*Factory` (default `*Builder`).
"""

from __future__ import annotations

from flake8_testarch.core.rule import Hit, Rule, RuleOption
from flake8_testarch.rules.test_data._suite import BUILDER_NAMES_OPTION, builder_name, suite
from flake8_testarch.core.settings import positive_int

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "medium: add a builder (a function with defaults) and use it"

RULE = Rule(
    code="TA901",
    name="wide-type-built-without-builder",
    summary="a production class built with many arguments all over the suite, with no builder",
    message=(
        "{name} is constructed with more than {limit} arguments {count} times across the "
        "test suite ({here} in this file) and has no builder; add {builder} to the test "
        "support code and build {name} through it"
    ),
    default=False,
    options=(
        RuleOption(
            flag="--testarch-builder-min-params",
            help="TA901: count constructions that pass more arguments than this "
            "(default: 3).",
            default="3",
            parse=positive_int(0),
        ),
        RuleOption(
            flag="--testarch-builder-min-constructions",
            help="TA901: report a type the suite constructs more often than this, "
            "with more arguments than --testarch-builder-min-params (default: 15).",
            default="15",
            parse=positive_int(0),
        ),
        BUILDER_NAMES_OPTION,
    ),
)


def visit_Module(node, ctx):
    index, current = suite(ctx)
    if not current.constructions:
        return
    min_params = ctx.settings["testarch_builder_min_params"]
    min_constructions = ctx.settings["testarch_builder_min_constructions"]
    here: dict = {}
    first: dict = {}
    for key, passed, call in current.constructions:  # in source order
        if passed > min_params:
            here[key] = here.get(key, 0) + 1
            first.setdefault(key, call)
    for key, call in first.items():
        params = index.params(key)
        if params is not None and params.total <= min_params:
            continue  # wide only through *args: not a signature to couple to
        count = index.count(key, current)
        if count <= min_constructions or index.builders_for(key, current):
            continue
        yield Hit(
            call,
            {
                "name": key[1],
                "limit": min_params,
                "count": count,
                "here": here[key],
                "builder": builder_name(ctx, key[1]),
            },
        )
