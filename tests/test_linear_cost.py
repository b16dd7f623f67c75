"""The plugin's cost grows with the size of a file and of a test, not faster.

A generated test of thousands of statements, and a file of thousands of
small tests (tests/linear_inputs.py: the shapes every rule reads, in
rotation), are linted in process with every code on; doubling the input
must not much more than double the plugin's CPU time. A rule that rereads a
test's body for each of its statements (a cost that grows with the square of
the test) fails this at once.
"""

from __future__ import annotations

import ast
import gc
import time

import pytest

from tests.linear_inputs import many_small_tests, one_long_test, write_project
from tests.robustness import errors, lint

pytestmark = pytest.mark.unit


def _plugin_seconds(make, count: int, tmp_path) -> float:
    """The best of three CPU times of the plugin on the generated file, the
    garbage collector paused while it runs (its passes grow with the heap of
    the whole test process, not with the plugin's work)."""
    source = make(count)
    path = write_project(tmp_path / str(count), source)
    tree = ast.parse(source)
    best = None
    for _ in range(3):
        gc.collect()
        gc.disable()
        try:
            start = time.process_time()
            reports = lint(source, path, tree=tree)
            spent = time.process_time() - start
        finally:
            gc.enable()
        best = spent if best is None else min(best, spent)
    assert errors(reports) == []
    return best


@pytest.mark.parametrize(
    ("make", "count"), [(one_long_test, 1500), (many_small_tests, 2500)],
    ids=["statements of one test", "tests of one file"],
)
def test_doubling_the_input_at_most_about_doubles_the_cost(make, count, tmp_path):
    lint("x = 1\n", tmp_path / "warm_up.py")  # imports and first-use caches out of the way
    single = _plugin_seconds(make, count, tmp_path)
    double = _plugin_seconds(make, 2 * count, tmp_path)

    # Linear growth gives 2x; quadratic 4x. The margin absorbs a noisy machine.
    assert double < 3 * max(single, 0.05)
