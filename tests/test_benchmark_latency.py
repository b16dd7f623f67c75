"""The benchmark's single-file latency: judged by the difference within each
round, not by the best runs."""

from __future__ import annotations

import types

import pytest

from tests.benchmark_modules import load

pytestmark = pytest.mark.unit

run_benchmark = load("run_benchmark")


CONFIGS = [types.SimpleNamespace(slug=slug, label=slug) for slug in ("alone", "ta")]


def _result(config, *cpu_seconds: float):
    runs = [run_benchmark.Run(wall=cpu, cpu=cpu, maxrss_kib=0, returncode=0) for cpu in cpu_seconds]
    return run_benchmark.Result(config, runs)


def _lucky_round_for_alone() -> dict:
    # Round two caught the machine idle for flake8 alone only.
    return {
        "alone": _result(CONFIGS[0], 1.00, 0.60, 1.00),
        "ta": _result(CONFIGS[1], 1.05, 0.95, 1.05),
    }


def test_a_lucky_run_of_flake8_alone_does_not_move_the_paired_difference():
    results = _lucky_round_for_alone()

    assert results["ta"].round_difference_ms(results["alone"]) == pytest.approx(50.0)


def test_the_latency_target_gets_the_paired_difference():
    extra, _intervals = run_benchmark.print_latency(
        CONFIGS, _lucky_round_for_alone(), "test_x.py", 10
    )

    assert extra["ta"] == pytest.approx(50.0)


def test_the_latency_table_gives_the_interval_the_target_is_judged_by():
    _extra, intervals = run_benchmark.print_latency(
        CONFIGS, _lucky_round_for_alone(), "test_x.py", 10
    )

    assert intervals["ta"] == (pytest.approx(50.0), pytest.approx(350.0))


def test_the_interval_of_the_paired_median_holds_it_and_lies_within_the_rounds():
    differences = [-80.0, 10.0, 95.0, 120.0, 125.0, 130.0, 160.0, 240.0, 330.0]

    low, high = run_benchmark.median_interval(differences)

    assert min(differences) <= low <= 125.0 <= high <= max(differences)


def test_rounds_that_agree_give_an_interval_of_no_width():
    assert run_benchmark.median_interval([40.0] * 21) == (40.0, 40.0)


def test_single_file_latency_also_times_the_plugin_loaded_but_checking_nothing():
    main = run_benchmark.configurations((), checks=False)

    configs = run_benchmark.latency_configurations(main)

    assert [(c.slug, c.testarch_stage) for c in configs[len(main):]] == [("ta-load", "loading")]
