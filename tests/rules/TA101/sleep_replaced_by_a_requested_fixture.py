# filename: tests/test_remote.py
# A fixture that patches asyncio.sleep (through the project module that
# imported asyncio) fakes the sleeps of the tests that ask for it.
import asyncio
from unittest.mock import patch

import pytest

from relay.remote import reconnect

real_sleep = asyncio.sleep


@pytest.fixture
def quick_timing():
    async def short(seconds):
        await real_sleep(0.001)

    with patch("relay.remote.asyncio.sleep", side_effect=short):
        yield


async def test_reconnect_after_backoff(client, quick_timing):
    task = asyncio.create_task(reconnect(client))
    await asyncio.sleep(5)
    assert task.done()


async def test_reconnect_on_real_time(client):
    task = asyncio.create_task(reconnect(client))
    await asyncio.sleep(5)  # TA101
    assert task.done()
