# An event_loop_policy fixture that hands over asyncio's own policy gives
# a loop that blocks forever on an event nothing sets.
import asyncio

import pytest


@pytest.fixture
def event_loop_policy():
    return asyncio.DefaultEventLoopPolicy()


async def test_reply_arrives(client):
    reply = asyncio.Event()
    client.on_reply(reply.set)
    await client.request("ping")
    await reply.wait()  # TA102
    assert client.replies == 1
