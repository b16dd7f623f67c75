"""A wall-clock read in a test body (off by default).

## What it flags
Reading the real clock inside a collected test (nested code included):
`time.time()`, `time.monotonic()`, `time.perf_counter()` and their `_ns`
twins, `datetime.now()`, `datetime.utcnow()`, `datetime.today()` and
`date.today()`, under whatever name they were imported as. Fixtures and
helpers are not reported: a clock fixture is where a real clock belongs.

Off by default; enable it with `extend-select = TA104`.

## Why it is bad
A test that reads the clock gets a different input on every run. It fails
around midnight, at month ends, across a daylight-saving change or on a slow
machine, and a failure cannot be reproduced by running it again.

## Example
```python
from datetime import datetime

def test_invoice_is_due_in_thirty_days(make_invoice):
    invoice = make_invoice(issued=datetime.now())
    assert invoice.days_left() == 30
```

## Use instead
Give the code a clock it can be handed, or freeze time with a library such as
time-machine or freezegun:

```python
from datetime import datetime

def test_invoice_is_due_in_thirty_days(make_invoice):
    issued = datetime(2024, 3, 1)
    invoice = make_invoice(issued=issued)
    assert invoice.days_left(today=issued) == 30
```

## Options
None.
"""

from __future__ import annotations

import ast

from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.rules.waiting._time_limits import CLOCK_READS

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "medium: inject a clock or freeze time"

RULE = Rule(
    code="TA104",
    name="wall-clock-read",
    summary="a wall-clock read in a test body",
    message=(
        "{call}() reads the real clock in a test body, so every run gets another input; "
        "inject a clock or freeze time"
    ),
    default=False,
)

_LAST_PARTS = frozenset(name.rsplit(".", 1)[1] for name in CLOCK_READS)


def visit_Call(node: ast.Call, ctx):
    if isinstance(node.func, ast.Attribute) and node.func.attr not in _LAST_PARTS:
        return
    name = ctx.call_name(node)
    if name in CLOCK_READS and ctx.current_test is not None:
        yield Hit(node, {"call": name})
