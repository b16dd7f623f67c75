"""A polling loop's success exit, when the other way out is `return
pytest.fail(...)`: the failure is returned, but it still fails the test."""
import time

import pytest


def test_counter_moves(counter):
    before = counter.read()
    for _ in range(3):
        time.sleep(0.01)
        if counter.read() > before:
            return None
    return pytest.fail("the counter never moved")


def test_clock_advances(clock):
    first = clock.now()
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        if clock.now() > first:
            return
    return pytest.fail("the clock stood still")


def test_guard_then_returned_value(feature):
    for _ in range(3):
        if feature.ready():
            return None  # TA302
    assert feature.enabled
