# The project's conftest.py runs every asyncio test on its own loop class,
# which defines time(): asyncio's sleeps are scheduled on that clock.
import asyncio
import time


async def test_backoff_waits_on_the_loops_clock(client):
    await asyncio.sleep(30)
    assert client.retries == 2


async def test_thread_sleep_is_real_on_any_loop(client):
    time.sleep(1)  # TA101
    assert client.retries == 2
