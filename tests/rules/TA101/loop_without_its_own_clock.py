# The project's loop only turns on debug mode: its clock is asyncio's own,
# so a sleep on it takes real time.
import asyncio


async def test_heartbeat_after_a_guess(monitor):
    await asyncio.sleep(1)  # TA101
    assert monitor.beats == 1
