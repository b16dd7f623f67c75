"""The benchmark's instruction counts: read from what valgrind's cachegrind prints."""

from __future__ import annotations

import pytest

from tests.benchmark_modules import load

pytestmark = pytest.mark.unit

run_benchmark = load("run_benchmark")

CACHEGRIND_SUMMARY = """\
==6753== Cachegrind, a cache and branch-prediction profiler
==6753== Command: python benchmarks/flake8_with.py E,W,F,C90 -- --isolated x.py
==6753==
==6753== I   refs:      5,628,696,097
"""


def test_instruction_count_is_read_from_the_i_refs_line():
    assert run_benchmark.instruction_count(CACHEGRIND_SUMMARY) == 5_628_696_097


def test_instruction_count_is_none_without_a_summary():
    assert run_benchmark.instruction_count("valgrind: command not found\n") is None


def test_the_breakdown_runs_hand_their_stage_to_the_launcher():
    commands = [config.command(["x.py"], 1) for config in run_benchmark.breakdown_configurations()]

    stages = [command[command.index("--testarch-stops-at") + 1] for command in commands]
    assert stages == ["loading", "analysis"]
    assert all(command.index("--testarch-stops-at") < command.index("--") for command in commands)


def test_instruction_targets_judge_each_configuration_against_its_limit():
    counts = {"alone": 1_000, "ta-quiet": 1_050, "ta": 1_101, "ta-all": 1_250}

    rows = run_benchmark.instruction_targets(counts)

    assert [(name, measured, ok) for name, _limit, measured, ok in rows] == [
        ("instructions, default codes / flake8 alone", "1.101x", False),
        ("instructions, all codes / flake8 alone", "1.250x", True),
    ]


def test_instruction_targets_leave_out_a_configuration_that_was_not_counted():
    rows = run_benchmark.instruction_targets({"alone": 1_000, "ta": 1_080})

    assert [name for name, *_rest in rows] == ["instructions, default codes / flake8 alone"]
