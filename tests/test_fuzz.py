"""Property-based fuzzing with hypothesmith: generated programs, linted as test
files with every code on, never make the plugin raise or report a rule error.

A modest, derandomized run (the same examples every time, no example
database); ``benchmarks/fuzz.py`` runs the same properties much longer.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from tests.fuzzing import modules, suites
from tests.robustness import errors, lint

pytestmark = [
    pytest.mark.unit,
    # ast.parse warns about generated oddities such as `1()`.
    pytest.mark.filterwarnings("ignore::SyntaxWarning"),
]

FUZZ = settings(
    max_examples=50,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
FILENAME = "tests/test_fuzz.py"


@FUZZ
@given(source=modules())
def test_generated_modules_raise_no_rule_error(source):
    assert errors(lint(source, FILENAME)) == []


@FUZZ
@given(source=suites())
def test_generated_suites_raise_no_rule_error(source):
    assert errors(lint(source, FILENAME)) == []
