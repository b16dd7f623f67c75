"""A sleep worked out from a name the test hands positionally to a
parameter named for a wait in the callee's definition (`debounce(func,
wait)`) waits that timer out. A name handed to any other parameter is
no timer."""
import time
from asyncio import sleep as asyncio_sleep

import shop as _


def test_the_last_call_runs_after_the_wait():
    calls = []
    wait = 15
    debounced = _.debounce(calls.append, wait)
    debounced(1)
    time.sleep((wait + 15) / 1000.0)
    assert calls == [1]


def test_repeats_are_counted():
    calls = []
    times = 3
    repeated = _.repeat(calls.append, times)
    repeated(1)
    time.sleep(times / 10)  # TA101
    assert calls == [1, 1, 1]


async def _send_twice(channel, delay):
    await channel.send(1)
    await asyncio_sleep(delay)  # TA101
    await channel.send(2)


async def test_two_messages_arrive(channel):
    delay = 0.1
    await _send_twice(channel, delay)
    assert await channel.receive() == 1


async def test_a_sleep_names_its_own_length(channel):
    delay = 0.1
    await asyncio_sleep(delay)  # TA101
    assert await channel.receive() == 1
