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
