import asyncio

import pytest


@pytest.mark.looptime
async def test_heartbeat_after_a_minute(monitor):
    await asyncio.sleep(60)
    assert monitor.beats == 1


@pytest.mark.looptime
class TestIdle:
    async def test_idle_timeout(self, session):
        await asyncio.sleep(300)
        assert session.closed


async def test_heartbeat_on_real_time(monitor):
    await asyncio.sleep(1)  # TA101
    assert monitor.beats == 1
