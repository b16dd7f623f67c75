"""The benchmark's targets on CPU-time ratios: judged, or not resolved when
flake8 alone's own repeats of the measure spread too far to tell."""

from __future__ import annotations

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
