"""An entry of the baseline file no longer matches a violation in this file.

## What it flags
With `--testarch-baseline` set, the baseline file records the violations a
project already had, as counts per file, code and enclosing test or class
(never per line). When a file has fewer violations of a code in a scope
than the baseline records, that entry is stale: the violation was fixed,
moved to another test, or the test was renamed. It is reported on line 1 of
the file, naming the entry, the recorded count and the count found.

Only entries of codes that run in this flake8 invocation are checked. Entries
for files that no longer exist are not seen by flake8 (the file is not
linted); `flake8-testarch baseline check` reports them.

## Why it is bad
A baseline exists to shrink. An entry left behind after its violation is
gone would quietly allow a new violation of the same kind in the same test,
and the file would drift into describing code that no longer exists.

## Example
A baseline recorded one sleep in `TestCart.test_total`; the sleep was
replaced by a wait on an event:

```text
tests/test_cart.py:1:1: TA001 baseline entry tests/test_cart.py TA101 TestCart.test_total
no longer matches (recorded 1, found 0); remove it with 'flake8-testarch baseline prune'
```

## Use instead
Run `flake8-testarch baseline prune` where you run flake8: it lowers or
removes the stale entries and never adds any. Commit the smaller file.

## Options
`--testarch-baseline=PATH` names the baseline file (in a config file, relative
to the config file's directory; on the command line, to the working
directory). Without it, nothing is suppressed and TA001 never reports.
"""

from flake8_testarch.core.rule import Rule

# Defined here, not in ``baseline``: every lint run imports this module, and
# ``baseline`` (with attrs) is loaded only when a baseline is in play.
PRUNE_HINT = "flake8-testarch baseline prune"

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "none: 'flake8-testarch baseline prune' drops the entry"

RULE = Rule(
    code="TA001",
    name="stale-baseline-entry",
    summary="a baseline entry whose violation is gone",
    message=(
        "baseline entry {entry} no longer matches (recorded {recorded}, found {found}); "
        f"remove it with '{PRUNE_HINT}'"
    ),
    test_files_only=False,
)
