import asyncio

import anyio
import pytest
import trio
from tornado.testing import AsyncTestCase, gen_test


async def test_under_asyncio_timeout():
    ready = asyncio.Event()
    async with asyncio.timeout(5):
        await ready.wait()


async def test_handed_to_wait_for():
    ready = asyncio.Event()
    await asyncio.wait_for(ready.wait(), timeout=5)


async def test_under_trio_fail_after():
    done = trio.Event()
    with trio.fail_after(5):
        await done.wait()


async def test_under_anyio_move_on_after():
    send, receive = anyio.create_memory_object_stream[int](1)
    with anyio.move_on_after(5):
        await receive.receive()


async def test_in_a_task_group_cancelled_first():
    done = anyio.Event()
    async with anyio.create_task_group() as tg:
        tg.cancel_scope.cancel()
        await done.wait()


async def test_in_a_nursery_a_child_cancels():
    done = trio.Event()

    async def stopper():
        nursery.cancel_scope.cancel()

    async with trio.open_nursery() as nursery:
        nursery.start_soon(stopper)
        await done.wait()


async def test_child_of_a_test_that_cancels():
    done = trio.Event()

    async def waiter():
        await done.wait()

    async with trio.open_nursery() as nursery:
        nursery.start_soon(waiter)
        nursery.cancel_scope.cancel()


async def test_cancelled_task(server):
    task = asyncio.create_task(server.serve())
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


async def test_event_already_set():
    ready = asyncio.Event()
    ready.set()
    await ready.wait()


async def test_future_already_resolved():
    reply = asyncio.get_running_loop().create_future()
    reply.set_result(3)
    assert await reply == 3


async def test_wait_forever_on_purpose():
    await asyncio.Event().wait()


@pytest.mark.timeout(10)
async def test_timeout_mark():
    ready = asyncio.Event()
    await ready.wait()


class TestTornado(AsyncTestCase):
    @gen_test
    async def test_gen_test_times_out_by_default(self):
        ready = asyncio.Event()
        await ready.wait()


async def test_a_scope_cancelled_after_the_wait_does_not_count():
    done = anyio.Event()
    async with anyio.create_task_group() as tg:
        await done.wait()  # TA102
        tg.cancel_scope.cancel()


async def test_queue_filled_first():
    inbox = asyncio.Queue()
    inbox.put_nowait(1)
    assert await inbox.get() == 1


async def test_channel_fed_first():
    send, receive = trio.open_memory_channel(1)
    await send.send("ping")
    assert await receive.receive() == "ping"


async def test_other_channel_fed_first_does_not_count():
    send, receive = trio.open_memory_channel(1)
    other_send, other_receive = trio.open_memory_channel(1)
    await other_send.send("ping")
    assert await receive.receive() == "ping"  # TA102


async def test_task_of_a_call_given_a_timeout(client):
    task = asyncio.ensure_future(client.execute(b"NOOP", timeout=1.0))
    client.feed(b"250 ok\r\n")
    assert (await task).code == 250


async def test_task_of_a_call_given_no_limit():
    queue = asyncio.Queue()
    task = asyncio.create_task(asyncio.wait_for(queue.get(), timeout=None))
    assert await task is None  # TA102


async def test_task_awaited_after_its_group_ended(service):
    async with asyncio.TaskGroup() as tg:
        first = tg.create_task(service.fetch("a"))
    assert first.done()
    assert await first == "a"


async def test_task_awaited_inside_its_group(service):
    async with asyncio.TaskGroup() as tg:
        first = tg.create_task(service.fetch("a"))
        assert await first == "a"  # TA102


async def test_task_of_a_coroutine_that_only_sleeps():
    log = []

    async def tick():
        await asyncio.sleep(0.01)
        log.append("tick")

    task = asyncio.create_task(tick())
    await task
    assert log == ["tick"]


async def _served_reply(server):
    reply = asyncio.Event()
    server.on_reply(reply.set)
    await reply.wait()


async def test_every_call_of_the_helper_is_limited(server):
    async with asyncio.timeout(5):
        await _served_reply(server)
    assert server.replied


async def _unlimited_reply(server):
    reply = asyncio.Event()
    server.on_reply(reply.set)
    await reply.wait()  # TA102


async def test_one_call_of_the_helper_is_not(server):
    async with asyncio.timeout(5):
        await _unlimited_reply(server)
    await _unlimited_reply(server)
    assert server.replied
