"""The benchmark's single-file latency: judged by the difference within each
round, not by the best runs."""

from __future__ import annotations

import types

import pytest

from tests.benchmark_modules import load

pytestmark = pytest.mark.unit

run_benchmark = load("run_benchmark")


def _runs(*cpu_seconds: float) -> list:
    return [run_benchmark.Run(wall=cpu, cpu=cpu, maxrss_kib=0, returncode=0) for cpu in cpu_seconds]


def test_a_lucky_run_of_flake8_alone_does_not_move_the_paired_difference():
    # Round two caught the machine idle for flake8 alone only.
    runs = {"alone": _runs(1.00, 0.60, 1.00), "ta": _runs(1.05, 0.95, 1.05)}

    assert run_benchmark.paired_extra_ms(runs, "ta") == pytest.approx(50.0)


def test_the_latency_target_gets_the_paired_difference():
    configs = [types.SimpleNamespace(slug=slug, label=slug) for slug in ("alone", "ta")]
    runs = {"alone": _runs(1.00, 0.60, 1.00), "ta": _runs(1.05, 0.95, 1.05)}

    extra = run_benchmark.print_latency(configs, runs, "test_x.py", 10)

    assert extra["ta"] == pytest.approx(50.0)
