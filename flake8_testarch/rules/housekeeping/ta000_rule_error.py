"""A rule of this plugin raised an exception on this file.

## What it flags
An internal error: one rule failed while reading this file. The message
names the rule and the exception. That rule is skipped for the rest of the
file; every other rule still reports.

## Why it is bad
It is a bug in flake8-testarch, not in your code. It is reported rather than
hidden so that a gap in the checking is never silent.

## Example
A file that makes a rule fail is reported once, on the line the rule was
reading:

```text
tests/test_x.py:12:1: TA000 rule TA102 (unbounded-wait) failed here: KeyError: 'x';
please report it, the other rules still ran
```

## Use instead
Report the message and the smallest file that triggers it. Until a fix is
released, `extend-ignore = TA000` or a `# noqa: TA000` hides the report.

## Options
None.
"""

from flake8_testarch.core.rule import Rule

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "nothing in the tests: a bug of the plugin on this file; report it"

RULE = Rule(
    code="TA000",
    name="rule-error",
    summary="a rule of this plugin raised on this file",
    message=(
        "rule {failed_code} ({failed_name}) failed here: {error}; "
        "please report it, the other rules still ran"
    ),
    test_files_only=False,
)
