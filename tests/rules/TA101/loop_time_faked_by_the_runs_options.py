# filename: tests/test_retries.py
# `--looptime` in addopts runs every asyncio test on fake loop time: the
# loop's sleeps take none; a thread's sleep still does.
import asyncio
import time


async def test_backoff_waits_out_the_delay(retrier, looptime):
    retrier.fail_next()
    await asyncio.sleep(30)
    assert looptime == 30


def test_blocking_client_retries(client):
    client.fail_next()
    time.sleep(0.5)  # TA101
    assert client.retried
