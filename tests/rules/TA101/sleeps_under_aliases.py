import asyncio
import time
import time as clock
from time import sleep as pause

import trio


def test_plain_sleep():
    time.sleep(0.5)  # TA101


def test_aliased_module():
    clock.sleep(1)  # TA101


def test_aliased_function():
    pause(1)  # TA101


async def test_async_sleep():
    await asyncio.sleep(0.1)  # TA101
    await trio.sleep(1)  # TA101


def test_multiline_call():
    time.sleep(  # TA101
        2,
    )


def test_aliased_sleep_handed_to_a_pool(executor):
    executor.submit(pause, 1)  # TA101


def test_sleep_aliased_inside_the_test_handed_on(executor):
    snooze = clock.sleep
    executor.submit(snooze, 2)  # TA101
