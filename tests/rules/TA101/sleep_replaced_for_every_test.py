# An autouse fixture of a conftest.py above replaces time.sleep for every
# test: the file's sleeps move a fake clock. Sleeps it does not replace
# (the event loop's) still take real time.
import asyncio
import time


def test_progress_after_a_second(bar):
    bar.start()
    time.sleep(1)
    assert bar.elapsed == 1


async def test_the_loops_sleep_is_real(bar):
    bar.start()
    await asyncio.sleep(1)  # TA101
    assert bar.elapsed >= 1
