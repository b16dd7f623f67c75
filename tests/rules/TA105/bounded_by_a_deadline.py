import asyncio
import datetime
import time
from time import monotonic as clock

import pytest
import trio


def test_deadline_in_the_condition(worker):
    deadline = time.monotonic() + 5
    while not worker.done() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert worker.done()


def test_window_measured_on_the_process_clock(pane):
    start = time.process_time()
    while time.process_time() - start < 0.5:
        assert "ready" not in pane.output()
        time.sleep(0.05)


def test_deadline_asserted_in_the_body(worker):
    deadline = time.monotonic() + 5
    while not worker.done():
        assert time.monotonic() < deadline, "worker did not finish"
        time.sleep(0.1)


def test_elapsed_time_computed_then_checked(worker):
    start = time.perf_counter()
    while not worker.done():
        elapsed = time.perf_counter() - start
        if elapsed > 5:
            pytest.fail("worker did not finish")
        time.sleep(0.1)


def test_remaining_time_in_the_condition(worker):
    deadline = clock() + 5
    remaining = deadline - clock()
    while not worker.done() and remaining > 0:
        time.sleep(0.1)
        remaining = deadline - clock()
    assert worker.done()


def test_wall_clock_deadline(worker):
    give_up = datetime.datetime.now() + datetime.timedelta(seconds=5)
    while True:
        if worker.done():
            break
        if datetime.datetime.now() > give_up:
            raise TimeoutError("worker")
        time.sleep(0.1)


async def test_event_loop_clock(worker):
    loop = asyncio.get_running_loop()
    end = loop.time() + 5
    while not worker.done():
        if loop.time() > end:
            raise TimeoutError
        await asyncio.sleep(0.05)


async def test_trio_clock(worker):
    end = trio.current_time() + 5
    while not worker.done():
        assert trio.current_time() < end
        await trio.sleep(0.05)


def test_assertion_method_on_the_clock(worker, case):
    start = time.time()
    while not worker.done():
        case.assertLess(time.time() - start, 5)
        time.sleep(0.1)


class Deadline:
    def __init__(self, seconds):
        self.end = time.monotonic() + seconds

    def expired(self):
        return time.monotonic() > self.end


def test_deadline_object(worker):
    deadline = Deadline(5)
    while not worker.done():
        if deadline.expired():
            raise TimeoutError
        time.sleep(0.1)


def time_left(end):
    return end - time.monotonic()


def test_deadline_helper_function(worker, end):
    while not worker.done() and time_left(end) > 0:
        time.sleep(0.1)
    assert worker.done()


class TestDeadlineAttribute:
    def setup_method(self):
        self.deadline = time.monotonic() + 5

    def test_attribute_deadline(self, worker):
        while not worker.done():
            assert time.monotonic() < self.deadline
            time.sleep(0.1)


def _within_deadline(deadline, what):
    if time.monotonic() >= deadline:
        pytest.fail(f"{what} timed out")


def log_the_time(what):
    print(what, time.monotonic())


def test_deadline_checked_by_a_failing_helper(worker):
    deadline = time.monotonic() + 10
    while not worker.done():
        _within_deadline(deadline, "worker")
        time.sleep(0.1)
    assert worker.result == 3


def test_helper_that_reads_the_clock_but_never_fails(worker):
    while not worker.done():  # TA105
        log_the_time("waiting")
        time.sleep(0.1)
    assert worker.result == 3


def serve_until_stopped(server):
    # A standalone server's main loop: it idles until Ctrl-C or a signal.
    server.start()
    try:
        while not server.stopped:
            time.sleep(1)
    except KeyboardInterrupt:
        pass
    server.stop()
