import asyncio
import time
import unittest
from unittest import mock

import anyio
import pytest
import trio


def sleep(seconds):
    return seconds


async def test_zero_length_sleeps_yield_to_the_loop():
    await asyncio.sleep(0)
    await trio.sleep(0)
    await anyio.sleep(delay=0)


async def test_sleeps_under_a_millisecond_only_yield():
    await asyncio.sleep(0.00001)
    time.sleep(5e-4)
    await trio.sleep(0.001)
    await trio.sleep(0.002)  # TA101
    time.sleep(True)  # TA101


def test_random_jitter_only_spreads_the_work():
    import random

    time.sleep(random.random() / 1000)
    time.sleep(random.random() * 0.0005)
    # Up to 50 ms at random: concurrent calls are spread, nothing is awaited.
    time.sleep(random.random() / 100)
    time.sleep(random.uniform(0, 0.01))
    rng = random.Random(7)
    time.sleep(rng.uniform(0.0, 0.05))
    time.sleep(random.random())  # TA101
    time.sleep(random.uniform(0, 2))  # TA101
    time.sleep(rng.uniform(0.0, 2))  # TA101


def test_green_thread_sleep_without_a_delay_yields():
    import eventlet
    import gevent

    eventlet.sleep()
    gevent.sleep()
    eventlet.sleep(0.5)  # TA101


def test_justified_real_timer():
    time.sleep(1.1)  # real-timer: the limiter reads the monotonic clock itself
    # real-timer: the kernel flushes the pipe on a timer we cannot drive
    time.sleep(0.2)


def test_a_local_function_named_sleep():
    assert sleep(3) == 3


def test_patched_sleep_is_not_a_sleep():
    with mock.patch("time.sleep") as fake_sleep:
        fake_sleep.assert_not_called()
    callback = time.sleep
    assert callable(callback)


class TestTimeAlignment(unittest.TestCase):
    # Spreads the points a little, so that each gets its own timestamp.
    delay = 0.001

    def setUp(self):
        self.pause = 0.0005

    def test_points_get_their_own_timestamps(self):
        counter.add(1)
        time.sleep(self.delay)
        counter.add(2)
        time.sleep(self.pause)
        assert counter.points()[0].time < counter.points()[1].time


class TestSlowSpread(unittest.TestCase):
    delay = 0.001

    def setUp(self):
        self.delay = 0.2

    def test_points_spread(self):
        counter.add(1)
        time.sleep(self.delay)  # TA101
        assert counter.points()


TICK = 1e-4
PAUSE = 0.5


def test_pending_jobs_run_until_interrupted(scheduler):
    with pytest.raises(InterruptedError):
        while True:
            scheduler.run_pending()
            time.sleep(TICK)


def test_a_named_pause_still_waits(scheduler):
    scheduler.start()
    time.sleep(PAUSE)  # TA101
    assert scheduler.ran
