# An event_loop_policy fixture of the file hands pytest-asyncio a policy of
# a library whose loops keep virtual time: a sleep jumps the clock and
# takes no real time. A thread's sleep is not on that loop.
import asyncio
import time

import async_solipsism
import pytest


@pytest.fixture
def event_loop_policy():
    return async_solipsism.EventLoopPolicy()


async def test_heartbeat_every_ten_seconds(monitor):
    await asyncio.sleep(10)
    assert monitor.beats == 1


def test_flush_after_a_pause(writer):
    writer.write(b"x")
    time.sleep(0.5)  # TA101
    assert writer.flushed
