# An event_loop fixture in conftest.py hands out a loop whose base class
# keeps its own clock.
import asyncio


async def test_heartbeat_every_ten_seconds(monitor):
    await asyncio.sleep(10)
    assert monitor.beats == 1
