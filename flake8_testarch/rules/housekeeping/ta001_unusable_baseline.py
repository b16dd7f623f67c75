"""The baseline file named by `--testarch-baseline` cannot be used.

## What it flags
A baseline file that is missing, unreadable, not UTF-8 or not a
flake8-testarch baseline (a git conflict left in it, say). It is reported
once per flake8 run, on line 1 of one linted file, naming the file, the
problem and the fix. Every other finding is still reported, of every
plugin, none suppressed: the lint fails loudly rather than going silent.

When TA001 itself is not selected, the same text is printed once on stderr.

## Why it is bad
Without its baseline a project's known violations would all come back, or,
worse, a typo in the path would let a lint that should fail pass unnoticed.

## Example
```text
tests/test_cart.py:1:1: TA001 baseline /src/shop/testarch-baseline.json: no such file;
create it with 'flake8-testarch baseline write' or correct --testarch-baseline;
nothing is suppressed until it is fixed
```

## Use instead
Create the file with `flake8-testarch baseline write`, correct the path in
`testarch-baseline`, or resolve the conflict (see the README's baseline
section).

## Options
`--testarch-baseline=PATH` names the baseline file (in a config file, relative
to the config file's directory; on the command line, to the working
directory). Without it, nothing is suppressed and TA001 never reports.
"""

from flake8_testarch.core.rule import Rule

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "none: create the file with 'flake8-testarch baseline write' or correct its path"

RULE = Rule(
    code="TA001",
    name="unusable-baseline",
    summary="the baseline file is missing or cannot be read",
    message="{problem}; nothing is suppressed until it is fixed",
    test_files_only=False,
)
