import asyncio
import itertools
import threading
import time
import unittest

import pytest
import trio


def test_waits_for_a_worker(worker):
    worker.start()
    while not worker.done():  # TA105
        time.sleep(0.1)
    assert worker.result == 3


def test_breaks_when_ready(server):
    while True:  # TA105
        if server.ready():
            break
        time.sleep(0.05)
    assert server.port


def test_retries_until_a_connection_succeeds(server):
    while True:  # TA105
        try:
            connection = server.connect()
        except ConnectionError:
            time.sleep(0.1)
        else:
            break
    assert connection.open


def test_counts_forever(queue):
    for _ in itertools.count():  # TA105
        if queue.empty():
            break
        time.sleep(0.01)
    assert queue.empty()


async def test_yields_to_the_loop_until_done(job):
    while not job.finished:  # TA105
        await asyncio.sleep(0)
    assert job.finished


async def test_trio_poll(flag):
    while not flag.raised:  # TA105
        await trio.sleep(0.01)
    assert flag.raised


def test_paced_by_a_timed_wait(worker):
    stop = threading.Event()
    while worker.pending():  # TA105
        stop.wait(0.1)
    assert not worker.pending()


def test_paced_by_a_timed_join(worker):
    thread = threading.Thread(target=worker.run)
    thread.start()
    while thread.is_alive():  # TA105
        thread.join(timeout=0.5)
    assert worker.result


def test_timed_join_then_an_assert_about_something_else(worker):
    while worker.current_thread is not None:  # TA105
        thread = worker.current_thread
        thread.join(timeout=5)
        assert worker.started


def test_paced_by_a_timed_wait_in_the_condition(worker):
    finished = threading.Event()
    worker.on_finish(finished.set)
    while not finished.wait(0.1):  # TA105
        worker.poke()
    assert worker.result


def pause():
    time.sleep(0.05)


def test_paced_by_a_helper_that_sleeps(worker):
    while not worker.done():  # TA105
        pause()
    assert worker.result


def wait_until_up(server):
    while not server.up():  # TA105
        time.sleep(0.1)


@pytest.fixture
def running_server(server):
    server.start()
    while server.starting:  # TA105
        time.sleep(0.1)
    yield server
    server.stop()


def test_counter_that_nothing_reads(worker):
    polls = 0
    while not worker.done():  # TA105
        polls += 1
        time.sleep(0.1)
    assert polls


def test_clock_read_that_bounds_nothing(worker, log):
    while not worker.done():  # TA105
        log.append(time.monotonic())
        time.sleep(0.1)
    assert log


class TestWithPolling:
    def test_returns_when_done(self, worker):
        while True:  # TA105
            if worker.done():
                return
            time.sleep(0.1)


class WorkerTest(unittest.TestCase):
    def test_waits(self):
        worker = self.start_worker()
        while not worker.done():  # TA105
            time.sleep(0.1)
        self.assertEqual(worker.result, 3)


async def test_child_task_polls(flag):
    async def child():
        while not flag.raised:  # TA105
            await trio.sleep(0.01)

    async with trio.open_nursery() as nursery:
        nursery.start_soon(child)


def test_result_or_worker_gone(worker, results):
    # The loop also ends when the worker stops, but a worker stuck in the
    # code under test never stops.
    worker.start()
    while not results and worker.is_alive():  # TA105
        time.sleep(0.1)
    assert results == [3]
