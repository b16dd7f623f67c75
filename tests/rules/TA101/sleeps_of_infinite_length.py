import math
from math import inf

import trio


async def test_cancelling_the_dialog_wakes_the_sleeper(dialog):
    cancelled = False
    async with dialog.manage():
        try:
            dialog.cancel()
            await trio.sleep(math.inf)
        except trio.Cancelled:
            cancelled = True
            raise
    assert cancelled


async def test_server_stops_on_shutdown(server):
    async with server.running():
        server.request_shutdown()
        await trio.sleep(inf)


async def test_spelled_as_a_float(nursery, worker):
    nursery.start_soon(worker.stop_later)
    await trio.sleep(float("inf"))


async def test_a_long_but_finite_sleep_still_guesses(worker):
    worker.start()
    await trio.sleep(math.pi)  # TA101
    assert worker.done
