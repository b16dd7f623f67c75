"""A sleep that is the duration of simulated work: a function, coroutine,
async generator or async context manager of the test file that sleeps and
then hands back its own outcome (`return x + y`, `yield 1`, `self.flag |=
1`, `raise`). Whoever awaits it gets the outcome once the sleep is over:
nothing is waited for. A sleep followed by nothing, or by a read of
another object's state, waits for something else."""
import asyncio
import time
from contextlib import asynccontextmanager

import pytest


async def slow_add(x, y, delay=0.1):
    await asyncio.sleep(delay)
    return x + y


def blocking_add(x, y, delay=0.1):
    time.sleep(delay)  # TA101
    return x + y


async def failing_job():
    await asyncio.sleep(0.01)
    raise RuntimeError("boom")


async def counting():
    await asyncio.sleep(0.01)
    yield 1
    await asyncio.sleep(0.01)
    print("second")
    yield 2


class Resource:
    def __init__(self):
        self.state = 0

    @asynccontextmanager
    async def opened(self):
        await asyncio.sleep(0.01)
        self.state |= 1
        yield self
        await asyncio.sleep(0.01)
        self.state |= 2


async def settle(server):
    await server.start()
    await asyncio.sleep(0.5)  # TA101


async def server_state_later(server):
    await asyncio.sleep(0.5)  # TA101
    return server.state


async def test_the_runner_adds(runner):
    assert await runner.run(slow_add(1, 2)) == 3
    assert await runner.in_thread(blocking_add, 1, 2) == 3
    with pytest.raises(RuntimeError):
        await runner.run(failing_job())
    assert [item async for item in runner.iterate(counting())] == [1, 2]
    async with runner.enter(Resource().opened()) as resource:
        assert resource.state == 1


async def slow_double(x):
    await asyncio.sleep(0.1)  # TA101
    return 2 * x


async def test_the_test_awaits_it_itself():
    assert await slow_double(2) == 4


def run_here(coroutine):
    return asyncio.run(coroutine)


async def slow_half(x):
    await asyncio.sleep(0.1)  # TA101
    return x / 2


def test_the_files_own_runner_drives_it():
    assert run_here(slow_half(4)) == 2


async def test_the_server_starts(server):
    await settle(server)
    assert await server_state_later(server) == "up"


class Node:
    def __init__(self, cluster):
        self.cluster = cluster

    def kill_and_answer(self):
        self.cluster.kill(1)
        time.sleep(0.1)  # TA101
        return "done"


async def signal_later(server):
    await asyncio.sleep(0.2)  # TA101
    server.should_exit = True


def test_the_cluster_answers(cluster, bridge):
    assert bridge(Node(cluster).kill_and_answer()) == "done"
    bridge(signal_later(cluster))
