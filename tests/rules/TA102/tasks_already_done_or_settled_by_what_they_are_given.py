"""A task settled through the parameter the test hands it, a task that is
only a sleep, and a task `asyncio.wait` already waited for with every other
end by themselves; the same waits on the code under test's tasks do not."""
import asyncio

from relay import Relay


async def test_a_started_task_sets_what_it_is_given():
    async def announce(ready):
        ready.set()
        await Relay().start()

    event = asyncio.Event()
    asyncio.get_running_loop().create_task(announce(event))
    await event.wait()


async def test_a_task_that_only_sleeps():
    task = asyncio.get_running_loop().create_task(asyncio.sleep(0.001))
    await task


async def test_tasks_waited_for_together():
    relay = Relay()
    first = asyncio.create_task(relay.send(1))
    second = asyncio.create_task(relay.send(2))
    done, pending = await asyncio.wait({first, second})
    assert not pending
    await first
    await second


async def test_tasks_waited_for_until_the_first():
    relay = Relay()
    first = asyncio.create_task(relay.send(1))
    second = asyncio.create_task(relay.send(2))
    await asyncio.wait({first, second}, return_when=asyncio.FIRST_COMPLETED)
    await first  # TA102


async def test_a_started_task_sets_only_after_the_code_runs():
    async def announce(ready):
        await Relay().start()
        ready.set()

    event = asyncio.Event()
    asyncio.get_running_loop().create_task(announce(event))
    await event.wait()  # TA102
