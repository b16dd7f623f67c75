"""A test double of the file that waits on its own event, which every test
making one sets: the test opens the gate, not the code under test."""
import asyncio

import pytest

from shop import Future, Poller


class FutureWithGate(Future):
    def __init__(self):
        super().__init__()
        self.gate = asyncio.Event()

    async def done(self):
        await self.gate.wait()
        return True


class FutureWithGateAndCount(FutureWithGate):
    polls = 0


class FutureThatFails(FutureWithGate):
    async def done(self):
        raise RuntimeError("no")


class PollerWithGate(Poller):
    def __init__(self):
        self.opened = asyncio.Event()

    async def poll(self):
        await self.opened.wait()  # TA102
        return 1


@pytest.mark.asyncio
async def test_result_once_the_gate_opens():
    future = FutureWithGate()
    future.gate.set()
    assert await future.done()


@pytest.mark.asyncio
async def test_counted_result():
    future = FutureWithGateAndCount()
    future.gate.set()
    assert await future.done()


@pytest.mark.asyncio
async def test_failing_double():
    with pytest.raises(RuntimeError):
        await FutureThatFails().result()


@pytest.mark.asyncio
async def test_poller_left_closed():
    poller = PollerWithGate()
    assert await poller.poll() == 1


@pytest.mark.asyncio
async def test_poller_opened():
    poller = PollerWithGate()
    poller.opened.set()
    assert await poller.poll() == 1
