"""An external-infrastructure test with no visible gate.

## What it flags
A test whose categories include `external_infra` (the infrastructure
category) while nothing at its level or above says when it may run: no
`pytest.mark.skipif` (or unittest's `skipIf` / `skipUnless`), no configured
gate marker, and no module-level `pytest.importorskip(...)` or
`pytest.skip(..., allow_module_level=True)`. Marks are read as for TA201
(module `pytestmark`, classes and their bases, decorators, aliases such as
`requires_docker = pytest.mark.skipif(...)`). Reported once where the
category comes in, with the number of ungated tests.

## Why it is bad
A test that needs Docker, a cloud account or a lab device fails on every
machine that lacks it. The failure reads as a bug, people learn to ignore
the red, and the lane stops meaning anything. A gate makes the absence a
visible skip with a reason, and keeps the test running where the
infrastructure is there.

## Example
```python
# file: pyproject.toml
[tool.pytest.ini_options]
markers = ["unit", "integration", "external_infra"]
# file: tests/test_example.py
import pytest


@pytest.mark.external_infra
def test_pulls_the_image():
    assert "alpine".isalpha()
```

## Use instead
```python
import shutil

import pytest

requires_docker = pytest.mark.skipif(shutil.which("docker") is None, reason="needs docker")


@pytest.mark.external_infra
@requires_docker
def test_pulls_the_image():
    assert "alpine".isalpha()
```

## Options
`--testarch-gate-markers`: comma-separated globs of marks that gate a test
as `skipif` does (for marks a conftest hook turns into skips, such as
`requires_docker` or `needs_*`); default none.
`--testarch-infra-category`: the category that needs a gate (default
`external_infra`).
"""

from __future__ import annotations

import ast
import fnmatch

from flake8_testarch.core.rule import Hit, Rule, RuleOption
from flake8_testarch.rules.categories._categories import (
    check_categories,
    declared,
    inventory,
    site,
    where,
)
from flake8_testarch.core.settings import parse_globs

_SKIP_CALLS = frozenset({"pytest.importorskip", "pytest.skip"})

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: add a skipif or gate marker for the infrastructure"

RULE = Rule(
    code="TA205",
    name="external-infra-without-gate",
    summary="an external-infrastructure test with no skipif or gate marker",
    message="{where} is {category} with no visible gate{detail}; add a "
    "pytest.mark.skipif(<infrastructure missing>, reason=...) or a gate marker so it skips "
    "visibly where the infrastructure is absent",
    options=(
        RuleOption(
            flag="--testarch-gate-markers",
            help="Comma-separated globs of marks that gate external-infrastructure tests "
            "like skipif does, e.g. 'requires_*' (TA205).",
            default=None,
            parse=parse_globs,
            comma_separated=True,
        ),
    ),
)


def check_options(values) -> None:
    infra = values.get("testarch_infra_category")
    check_categories(values, "--testarch-infra-category", [infra], "TA205")


def visit_Module(node, ctx):
    if not declared(ctx):
        return  # the project declares no categories
    infra = ctx.settings.values.get("testarch_infra_category") or "external_infra"
    gates = ("skipif", *(ctx.settings.values.get("testarch_gate_markers") or ()))

    def gated(marks):
        return any(fnmatch.fnmatchcase(mark, gate) for mark in marks for gate in gates)

    ungated: dict[ast.AST, int] = {}
    for entry in inventory(ctx):
        if any(infra in case and not gated(case) for case in entry.case_marks()):
            found = site(entry, lambda marks: infra in marks)
            if found is not None:
                ungated[found[0]] = ungated.get(found[0], 0) + 1
    if not ungated or _module_gated(ctx):
        return
    for place, count in ungated.items():
        detail = f" ({count} tests)" if count > 1 else ""
        yield Hit(place, {"where": where(place), "category": infra, "detail": detail})


def _module_gated(ctx) -> bool:
    """A module-level ``pytest.importorskip(...)`` or
    ``pytest.skip(..., allow_module_level=True)``."""
    for statement in ctx.tree.body:
        for node in ast.walk(statement):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                break
            if isinstance(node, ast.Call) and ctx.resolve(node.func) in _SKIP_CALLS:
                return True
    return False


# Dormant until the project declares its categories.
applies_to = declared
