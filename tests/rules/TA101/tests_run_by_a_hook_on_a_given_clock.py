# The project's conftest runs each coroutine test itself, handing trio a
# clock that jumps ahead: the sleeps take no real time.
import time

import trio


async def test_reply_arrives_after_the_delay(server):
    await trio.sleep(5)
    assert trio.current_time() == 5
    assert server.replies == 1


def test_blocking_pause(server):
    time.sleep(1)  # TA101
    assert server.replies == 1
