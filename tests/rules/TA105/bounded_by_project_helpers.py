import asyncio
import threading
import time

import eventlet

from app.timing import Stopwatch, async_case, handled_within, on_the_loop, watching


def test_polls_under_a_project_manager_with_a_time_limit(worker):
    with handled_within(worker):
        while not worker.handled:
            eventlet.sleep(0.01)


def test_project_manager_without_a_limit_does_not_bound(worker):
    with watching(worker):
        while not worker.handled:  # TA105
            eventlet.sleep(0.01)


def test_stopwatch_whose_expiry_reads_the_clock(worker):
    watch = Stopwatch(5)
    while not worker.done() and not watch.expired():
        time.sleep(0.01)
    assert worker.done()


def _daemon(target):
    thread = threading.Thread(target=target)
    thread.daemon = True
    return thread


def test_loop_in_a_thread_started_through_a_helper(worker):
    def drain():
        while worker.pending():
            time.sleep(0.01)

    thread = _daemon(drain)
    thread.start()
    thread.join(5)
    assert not thread.is_alive()


class TestWorkerCase:
    @async_case
    async def test_polls_under_a_decorator_that_limits_the_run(self):
        while not self.worker.done():
            await asyncio.sleep(0.01)

    @async_case(timeout=30)
    async def test_polls_under_the_decorator_given_a_limit(self):
        while not self.worker.done():
            await asyncio.sleep(0.01)

    @on_the_loop
    async def test_polls_under_a_decorator_that_only_runs_it(self):
        while not self.worker.done():  # TA105
            await asyncio.sleep(0.01)
