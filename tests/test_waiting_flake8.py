"""End to end: TA105 and TA102's awaited waits through the real flake8 executable."""

from __future__ import annotations

import pytest

from tests.flake8_runner import run_flake8, write_files

pytestmark = pytest.mark.integration

TEST_FILE = "tests/test_waits.py"
WAITING_TESTS = """\
import asyncio
import time


def test_polls_without_a_deadline(worker):
    while not worker.done():
        time.sleep(0.1)


def test_polls_with_a_deadline(worker):
    deadline = time.monotonic() + 5
    while not worker.done():
        assert time.monotonic() < deadline
        time.sleep(0.1)


async def test_waits_for_an_event():
    ready = asyncio.Event()
    await ready.wait()


async def test_waits_for_an_event_under_a_time_limit():
    ready = asyncio.Event()
    async with asyncio.timeout(5):
        await ready.wait()
"""
UNBOUNDED = {(TEST_FILE, 6, 5, "TA105"), (TEST_FILE, 19, 5, "TA102")}


def test_unbounded_waits_are_reported_and_bounded_ones_are_not(tmp_path):
    write_files(tmp_path, {TEST_FILE: WAITING_TESTS})

    result = run_flake8(["--select", "TA102,TA105", TEST_FILE], cwd=tmp_path)

    assert result.located() == UNBOUNDED


def test_polling_loop_message_names_its_condition_and_the_timeout_mark(tmp_path):
    write_files(tmp_path, {TEST_FILE: WAITING_TESTS})

    result = run_flake8(["--select", "TA105", TEST_FILE], cwd=tmp_path)

    (report,) = result.reports
    assert ("`not worker.done()`" in report.text, "pytest.mark.timeout" in report.text) == (
        True,
        True,
    )


def test_a_project_timeout_setting_bounds_every_wait(tmp_path):
    write_files(
        tmp_path, {TEST_FILE: WAITING_TESTS, "pytest.ini": "[pytest]\ntimeout = 60\n"}
    )

    result = run_flake8(["--select", "TA102,TA105", TEST_FILE], cwd=tmp_path)

    assert (result.returncode, result.reports, result.stderr) == (0, (), "")
