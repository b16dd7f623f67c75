"""Type inference was cut off on this file, so some checks were skipped.

## What it flags
A file on which the plugin stopped type inference. Rules that need
inference (TA306) ask astroid about the file, within a per-file budget of
inference steps (`--testarch-inference-budget`, default 2000; the build of
the file and of the modules astroid reads for it count too). The budget, a
ceiling of 2 s of CPU time, or a file with more than 10,000 lines left to
build stops inference; from then on those rules stay silent on the file.
This is reported once per file, on the first check that went without an
answer, naming the reason and the codes that skipped checks. Rules that need
only the syntax tree are not affected and still report.

## Why it is bad
A silent gap in the checking looks like a clean file. Inference explodes on
code that builds classes through long chains of calls, imports or
conditional bases, or on very large modules; the budget keeps flake8 fast on
such files, and this report says that it did.

## Example
A file whose checks spent the budget is reported once:

```text
tests/test_orders.py:240:5: TA002 type inference stopped here (budget of 2000 steps
spent), so TA306 skipped the checks from here to the end of the file; raise
--testarch-inference-budget or split the file
```

## Use instead
Raise the budget (`testarch-inference-budget = 10000` in the flake8
configuration), split the file, or accept the gap for this file with
`per-file-ignores = tests/test_orders.py:TA002`.

## Options
`--testarch-inference-budget`: the inference steps allowed per file.
"""

from flake8_testarch.core.rule import Rule

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "none: raise --testarch-inference-budget, or accept the skipped checks"

RULE = Rule(
    code="TA002",
    name="inference-skipped",
    summary="type inference was cut off on this file; some checks were skipped",
    message=(
        "type inference stopped here ({reason}), so {codes} skipped the checks from here "
        "to the end of the file; raise --testarch-inference-budget or split the file"
    ),
)
