"""The benchmark's paired-by-project ratio: start-up counted once, as in one
run over the whole corpus."""

from __future__ import annotations

import pytest

from tests.benchmark_modules import load

pytestmark = pytest.mark.unit

run_benchmark = load("run_benchmark")
EMPTY = run_benchmark._EMPTY


def test_all_but_one_start_up_is_taken_off():
    # Two projects of 10 s and 20 s of work, each run paying a 1 s start-up.
    runs = {EMPTY: [1.0], "a": [11.0], "b": [21.0]}

    assert run_benchmark._corpus_seconds(runs, min) == 31.0


def test_the_ratio_compares_the_best_runs_of_each_project():
    seconds = {
        "alone": {EMPTY: [1.0, 1.2], "a": [11.0, 12.0], "b": [21.0, 25.0]},
        "ta": {EMPTY: [1.5, 1.5], "a": [12.5, 14.0], "b": [23.5, 23.5]},
    }

    best, _median = run_benchmark.paired_ratios(seconds, "ta")
    # (12.5 + 23.5 - 1.5) / (11 + 21 - 1)
    assert best == pytest.approx(34.5 / 31.0)
