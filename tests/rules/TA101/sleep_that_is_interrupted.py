import asyncio
import time
import unittest
from functools import partial

import anyio
import asynclimits as limits
import pytest
import trio


async def test_timeout_interrupts_a_long_operation():
    with pytest.raises(TimeoutError):
        async with asyncio.timeout(0.05):
            await asyncio.sleep(10)


async def test_wait_for_gives_up():
    with pytest.raises(asyncio.TimeoutError):
        await asyncio.wait_for(asyncio.sleep(10), 0.05)


async def test_move_on_after_leaves_the_block():
    with trio.move_on_after(0.05) as scope:
        await trio.sleep(10)
    assert scope.cancelled_caught


async def test_cancelled_child_never_finishes():
    finished = []

    async def child():
        await anyio.sleep(10)
        finished.append(True)

    async with anyio.create_task_group() as tg:
        tg.start_soon(child)
        await anyio.sleep(0)
        tg.cancel_scope.cancel()
    assert finished == []


async def test_cancelled_task_is_cancelled():
    task = asyncio.ensure_future(asyncio.sleep(10))
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


async def test_no_limit_is_a_real_wait():
    with anyio.move_on_after(None):
        await anyio.sleep(0.5)  # TA101


async def test_sleep_after_a_cancel_still_waits():
    task = asyncio.ensure_future(asyncio.sleep(0))
    task.cancel()
    await asyncio.sleep(0.2)  # TA101
    assert task.cancelled()


def test_worker_drains_queue(worker):
    worker.submit("job")
    time.sleep(2)  # TA101
    assert worker.done == ["job"]


def test_killed_green_thread_is_the_subject(server_address):
    import gevent

    def hold_the_connection():
        gevent.sleep(30)

    job = gevent.spawn(hold_the_connection)
    try:
        assert server_address
    finally:
        job.kill()


def test_terminated_process_sleeps_forever():
    import multiprocessing

    def stall():
        time.sleep(60)

    worker = multiprocessing.Process(target=stall)
    worker.start()
    worker.terminate()
    worker.join(5)
    assert not worker.is_alive()


class Interrupted(Exception):
    pass


def idle_until_signalled(queue):
    try:
        while True:
            time.sleep(1)
    except Interrupted:
        queue.put("interrupted")


def test_child_idles_until_the_signal(spawn, queue):
    child = spawn(idle_until_signalled, queue)
    child.signal_parent_death()
    assert queue.get(timeout=5) == "interrupted"


def hold_the_worker(marker):
    marker.write_text("started")
    time.sleep(300)


def test_worker_killed_mid_job(pool, marker):
    pool.apply_async(hold_the_worker, (marker,))
    pool.kill_worker_of(marker)
    assert pool.lost_jobs == 1


def test_a_long_sleep_in_the_test_itself_is_read():
    time.sleep(120)  # TA101
    assert True


def test_an_endless_loop_without_a_try_is_read(job):
    while True:
        time.sleep(1)  # TA101
        job.poke()


def test_a_decorator_cuts_the_sleep():
    @limits.timeout(0.1)
    async def slow():
        await asyncio.sleep(10)

    with pytest.raises(asyncio.TimeoutError):
        asyncio.run(slow())


@pytest.mark.timeout(5)
def test_a_timeout_mark_only_guards_the_run():
    time.sleep(1)  # TA101
    assert True


def test_sleep_is_what_the_histogram_times(histogram):
    with histogram.time():
        time.sleep(0.01)
    assert histogram.count == 1


def test_sleep_is_what_a_timer_of_the_project_measures(clock_module):
    with clock_module.SystemClockTimer() as timer:
        time.sleep(0.01)
    assert timer.duration_in_ms >= 10


def test_sleep_is_what_a_profiler_of_the_project_records(profiling):
    with profiling.request_profile(name="slow"):
        time.sleep(0.01)
    assert profiling.collected()[0].name == "slow"


def test_sleep_under_a_profile_switch_still_waits(settings):
    with settings.profile_enabled():
        time.sleep(0.01)  # TA101
    assert settings.saved


def test_sleep_under_a_frozen_clock_still_waits(freezer):
    with freezer.freeze_time("2024-01-01"):
        time.sleep(0.01)  # TA101
    assert freezer.ticks == 0


def test_sleep_in_a_function_the_summary_times(summary):
    @summary.time()
    def work():
        time.sleep(0.01)

    work()
    assert summary.total >= 0.01


def test_sleep_is_what_the_benchmark_times(benchmark):
    assert benchmark(partial(time.sleep, 0.001)) is None
    benchmark(lambda: time.sleep(0.01))

    @benchmark
    def result():
        return time.sleep(0.000001)

    assert result is None


def test_sleep_before_the_benchmark_still_waits(benchmark, worker):
    worker.start()
    time.sleep(0.1)  # TA101
    assert benchmark(worker.poll)


def test_sleep_beside_a_timer_still_waits(histogram, worker):
    with histogram.time():
        worker.start()
    time.sleep(0.5)  # TA101
    assert worker.done


class Sleeper:
    """Sleeps, and tallies how long each sleep really took."""

    def __init__(self, delay):
        self.delay = delay
        self.slept = []

    def __call__(self, factor=1):
        start = time.perf_counter()
        time.sleep(self.delay * factor)
        self.slept.append(time.perf_counter() - start)


def test_profiled_lines_take_what_the_sleeps_took(profiler):
    sleep = Sleeper(0.01)
    with profiler:
        sleep(2)
    assert profiler.total >= sum(sleep.slept)


def test_sleep_between_clock_reads_that_measure_something_else(worker):
    start = time.monotonic()
    worker.start()
    time.sleep(0.1)  # TA101
    assert worker.done
    assert time.monotonic() - start < 1


def test_sleep_is_what_a_started_timer_measures(statistics):
    stats = statistics.start_timer("GetInstance")
    assert statistics.reset() is False
    time.sleep(0.01)
    stats.stop_timer(100, 200)
    assert statistics.snapshot()[0].count == 1


def test_sleep_is_what_a_timer_made_and_kept_measures(collector):
    timer = collector.get_timer("GetInstance")
    time.sleep(0.1)
    interval = timer.stop()
    assert interval >= 0.1


def test_sleep_after_a_timer_made_and_stopped_still_waits(collector, worker):
    timer = collector.get_timer("GetInstance")
    timer.stop()
    worker.start()
    time.sleep(0.1)  # TA101
    assert worker.done


def test_sleep_after_the_timer_stopped_still_waits(statistics, worker):
    stats = statistics.start_timer("GetInstance")
    stats.stop_timer(100, 200)
    worker.start()
    time.sleep(0.1)  # TA101
    assert worker.done


@privileged.context.entrypoint_with_timeout(0.2)
def outlasts_its_entrypoints_limit(duration=0.4):
    time.sleep(duration)


@privileged.context.entrypoint
def runs_in_the_daemon(duration=0.4):
    time.sleep(duration)  # TA101


def test_the_entrypoint_gives_up(privileged):
    with pytest.raises(TimeoutError):
        outlasts_its_entrypoints_limit()
    assert runs_in_the_daemon() is None


def test_a_peer_poked_until_the_raise_check_catches_its_hang_up(server, connect):
    client = connect(server.port)
    server.close()
    with pytest.raises(ConnectionError):
        for _ in range(100):
            time.sleep(0.01)
            client.send(b"ping")


class PokedUntilItFails(unittest.TestCase):
    def test_a_retry_loop_under_assert_raises(self):
        client = self.connect()
        self.server.close()
        with self.assertRaisesRegex(ConnectionError, "closed"):
            for _ in range(100):
                time.sleep(0.01)
                client.send(b"ping")

    def test_a_retry_loop_outside_the_raise_check_is_read(self):
        client = self.connect()
        for _ in range(3):
            time.sleep(0.5)  # TA101
            client.send(b"ping")
        with self.assertRaises(ConnectionError):
            client.send(b"ping")
