# flags: --select TA103
import asyncio
import time


def test_sleep_then_presence():
    events = ["started"]
    time.sleep(0.1)
    assert events == ["started"]


def test_polling_loop_then_absence():
    pending = []
    deadline = time.monotonic() + 5
    while pending and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not pending


def test_absence_before_the_sleep():
    events = []
    assert not events
    time.sleep(0.1)
    assert events is not None


async def test_zero_sleep_is_a_yield():
    events = []
    await asyncio.sleep(0)
    assert not events


def test_absence_in_a_nested_function_is_not_this_block():
    time.sleep(0.1)

    def check(events):
        assert not events

    check([])


def test_sleep_then_thread_finished(worker_thread):
    time.sleep(1)
    assert not worker_thread.is_alive()


def test_sleep_then_success_code(proc, marker):
    time.sleep(1)
    assert proc.returncode == 0
    assert not marker.exists()


def test_positive_check_first(queue_state):
    time.sleep(0.02)
    assert len(queue_state.waiters) == 1
    assert not queue_state.final.done()


async def test_waits_again_before_the_absence(stream):
    await asyncio.sleep(0.05)
    data = await stream.read()
    assert not stream.closed
    assert data
