"""An event-loop sleep whose coroutine is handed to other code as a task,
and that the test never awaits, stands in for work: the test waits for
nothing. Awaited, run, or handed to a group the test opens, it is a wait.
A function handed to an object a class of the project makes (through a
factory too) is the project's to run. A sleep whose length the test then
checks on the manager around it is measured, whatever the manager's name."""
import asyncio
import time
from unittest import mock

from tasks import Chronometer, Stream, Watcher


async def test_watcher_holds_what_it_is_given():
    async with Watcher() as watcher:
        watcher.create_task(asyncio.sleep(0.1))
        assert len(watcher.tasks) == 1


async def test_a_restart_hook_hands_back_a_running_task():
    loop = asyncio.get_running_loop()
    restart = mock.AsyncMock()
    restart.side_effect = [loop.create_task(asyncio.sleep(5)), None]
    async with Watcher() as watcher:
        await watcher.create_task(restart())


async def test_task_awaited_by_the_test():
    task = asyncio.create_task(asyncio.sleep(0.1))  # TA101
    await task
    assert task.done()


async def test_task_of_the_tests_own_group():
    async with asyncio.TaskGroup() as group:
        group.create_task(asyncio.sleep(0.1))  # TA101
    assert not group._tasks


def test_coroutine_run_to_its_end():
    asyncio.run(asyncio.sleep(0.1))  # TA101


def test_mapped_steps_run_in_the_stream():
    async def square(x):
        await asyncio.sleep(0.1)
        return x * x

    stream = Stream.of([1, 2]).map(square)
    assert stream.run() == [1, 4]


def test_a_measured_sleep():
    with Chronometer() as chronometer:
        time.sleep(0.1)
    assert 0.1 <= chronometer.seconds < 0.11


def test_a_measured_sleep_read_through_a_name():
    chronometer = Chronometer()
    with chronometer:
        time.sleep(0.1)
    seconds = float(chronometer.seconds)
    assert seconds >= 0.1


def test_a_sleep_inside_a_block_checked_for_equality():
    with Chronometer() as chronometer:
        time.sleep(0.1)  # TA101
    assert chronometer.seconds == 0.1


async def test_a_task_left_running_for_the_watcher():
    async def background():
        await asyncio.sleep(10)

    async with Watcher() as watcher:
        watcher.create_task(background())
        assert len(watcher.tasks) == 1


async def test_a_task_of_a_coroutine_the_test_awaits():
    async def background():
        await asyncio.sleep(0.1)  # TA101

    await asyncio.create_task(background())


async def test_a_task_that_settles_what_the_test_awaits():
    done = asyncio.Event()

    async def finish_later():
        await asyncio.sleep(0.1)  # TA101
        done.set()

    asyncio.create_task(finish_later())
    await done.wait()
