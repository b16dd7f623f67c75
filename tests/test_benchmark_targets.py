"""The benchmark's targets on CPU-time ratios: judged, or not resolved when
flake8 alone's own repeats of the measure spread too far to tell, or when
the limit lies inside the interval where the judged median could as well
have fallen."""

from __future__ import annotations

import types

import pytest

from tests.benchmark_modules import load

pytestmark = pytest.mark.unit

run_benchmark = load("run_benchmark")


def test_a_ratio_is_not_judged_when_flake8_alone_spread_more_than_half_the_allowance():
    rows = run_benchmark.ratio_targets("CPU, {}", {"ta": 1.15, "ta-all": 1.12}, noise=0.147)

    assert [(measured, verdict) for _name, _limit, measured, verdict in rows] == [
        ("1.15x ±15%", None),
        ("1.12x ±15%", True),
    ]


def test_a_ratio_is_judged_when_flake8_alone_repeated_closely():
    rows = run_benchmark.ratio_targets("CPU, {}", {"ta": 1.12}, noise=0.03)

    assert [verdict for *_rest, verdict in rows] == [False]


def test_spread_is_highest_over_lowest_less_one():
    assert run_benchmark.spread([44.6, 38.9, 40.5]) == pytest.approx(44.6 / 38.9 - 1)


def test_a_ratio_whose_interval_holds_the_limit_is_not_resolved():
    rows = run_benchmark.ratio_targets(
        "CPU, {}", {"ta": 1.094}, digits=3, intervals={"ta": (1.079, 1.113)}
    )

    assert [(measured, verdict) for _name, _limit, measured, verdict in rows] == [
        ("1.094x (1.079-1.113)", None)
    ]


def test_a_ratio_whose_interval_lies_under_the_limit_passes():
    rows = run_benchmark.ratio_targets(
        "CPU, {}", {"ta-all": 1.17}, intervals={"ta-all": (1.15, 1.20)}
    )

    assert [verdict for *_rest, verdict in rows] == [True]


def test_a_ratio_whose_interval_lies_over_the_limit_misses():
    rows = run_benchmark.ratio_targets("CPU, {}", {"ta": 1.12}, intervals={"ta": (1.11, 1.13)})

    assert [verdict for *_rest, verdict in rows] == [False]


def test_an_interval_that_reaches_the_limit_from_below_is_under_it():
    assert run_benchmark.judged_by_interval(130.0, 150.0, 150) is True


def test_the_lockstep_table_gives_the_interval_of_the_median_over_rounds():
    configs = [types.SimpleNamespace(slug=slug, label=slug) for slug in ("alone", "ta")]
    runs = {
        "alone": [(10.0, {}), (10.0, {}), (10.0, {}), (10.0, {}), (10.0, {})],
        "ta": [(10.4, {}), (10.9, {}), (11.0, {}), (11.1, {}), (11.6, {})],
    }

    ratios, intervals = run_benchmark.print_lockstep(configs, runs, 399)

    low, high = intervals["ta"]
    assert (ratios["ta"], 1.04 <= low < ratios["ta"] < high <= 1.16) == (pytest.approx(1.10), True)
