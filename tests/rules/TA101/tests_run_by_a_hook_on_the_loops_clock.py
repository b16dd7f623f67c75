# The project's conftest runs each coroutine test itself, on trio's own
# clock: a sleep takes real time.
import trio


async def test_reply_arrives_after_a_guess(server):
    await trio.sleep(1)  # TA101
    assert server.replies == 1
