import asyncio
import time

import anyio
import trio
from timetravel import VirtualClock
from tornado import gen


def test_polling_loop_with_a_deadline(job):
    deadline = time.monotonic() + 5
    while not job.done() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert job.done()


def test_loop_that_breaks_on_the_condition(job):
    for _ in range(100):
        if job.done():
            break
        time.sleep(0.05)
    assert job.done()


def test_fixed_count_loop_is_still_a_sleep(job):
    for _ in range(3):
        time.sleep(1)  # TA101
    assert job.done()


def test_forever_loop_without_exit_is_a_sleep(job):
    while True:
        time.sleep(1)  # TA101
        job.poke()


async def test_fake_clock(autojump_clock):
    await trio.sleep(3600)


async def test_no_fake_clock():
    await trio.sleep(1)  # TA101
    await trio.sleep_until(10)  # TA101


async def test_time_sleep_is_real_even_with_a_fake_clock(mock_clock):
    time.sleep(1)  # TA101


def test_zero_time_sleep_yields_to_threads():
    time.sleep(0)


async def test_sleep_handed_to_a_task_group():
    async with anyio.create_task_group() as tg:
        tg.start_soon(anyio.sleep, 1)  # TA101
        tg.start_soon(anyio.sleep, 0)


def test_sleep_handed_to_an_executor(executor):
    executor.submit(time.sleep, 0.5)  # TA101


@gen.coroutine
def test_tornado_sleep():
    yield gen.sleep(0.1)  # TA101


async def test_patched_sleep(fake_sleep):
    await anyio.sleep_until(500)


def test_sleep_run_on_a_mock_clock(mock_clock_factory):
    trio.run(trio.sleep, 10000, clock=mock_clock_factory())


async def test_sleep_skipped_by_a_fixture(skip_sleep):
    await asyncio.sleep(5)
    assert True


async def test_sleeps_under_a_virtual_clock_block():
    async def job():
        await asyncio.sleep(10)

    with VirtualClock().patch_loop():
        task = asyncio.create_task(job())
        await asyncio.sleep(10.1)
    assert task.done()


async def test_a_block_that_is_no_clock(limiter):
    with limiter.slot():
        await asyncio.sleep(0.5)  # TA101


async def ticks(period):
    while True:
        await trio.sleep(period)
        yield trio.current_time()


async def test_ticks_keep_their_period(autojump_clock):
    stamps = [stamp async for stamp in _first(ticks(5), 3)]
    assert stamps == [5, 10, 15]


async def _first(iterator, count):
    async for item in iterator:
        yield item
        count -= 1
        if not count:
            return


async def beats(period):
    while True:
        await trio.sleep(period)  # TA101
        yield trio.current_time()


async def test_beats_on_a_fake_clock(autojump_clock):
    assert [stamp async for stamp in _first(beats(5), 1)] == [5]


async def test_beats_on_the_real_clock():
    assert [stamp async for stamp in _first(beats(0.01), 1)]
