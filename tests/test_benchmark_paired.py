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


def test_the_round_ratio_compares_runs_of_the_same_round():
    # Within rounds 1 and 2 the testarch runs take 1.1 times flake8 alone's;
    # round 3 caught flake8 alone in a fast moment (8 s), which the best-run
    # ratio (11 / 8) takes for the plugin's cost and the round ratio does not.
    seconds = {
        "alone": {EMPTY: [0.0, 0.0, 0.0], "a": [10.0, 20.0, 8.0]},
        "ta": {EMPTY: [0.0, 0.0, 0.0], "a": [11.0, 22.0, 12.0]},
    }

    assert run_benchmark.paired_round_ratio(seconds, "ta") == pytest.approx(1.1)
