# The file's event_loop_policy fixture hands pytest-asyncio a policy of a
# library whose loop fails a test that would wait forever with nothing
# scheduled: an unbounded await cannot hang the run there.
import asyncio

import async_solipsism
import pytest


@pytest.fixture
def event_loop_policy():
    return async_solipsism.EventLoopPolicy()


async def test_reply_arrives(client):
    reply = asyncio.Event()
    client.on_reply(reply.set)
    await client.request("ping")
    await reply.wait()
    assert client.replies == 1
