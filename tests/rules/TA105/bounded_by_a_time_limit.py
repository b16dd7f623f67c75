import asyncio
import time

import anyio
import timeout_decorator
import pytest
import trio


async def test_inside_asyncio_timeout(worker):
    async with asyncio.timeout(5):
        while not worker.done():
            await asyncio.sleep(0.01)


async def test_inside_trio_fail_after(worker):
    with trio.fail_after(5):
        while not worker.done():
            await trio.sleep(0.01)


async def test_inside_anyio_move_on_after(worker):
    with anyio.move_on_after(5):
        while True:
            if worker.done():
                break
            await anyio.sleep(0.01)


async def test_inside_a_cancel_scope(worker):
    with trio.CancelScope(deadline=trio.current_time() + 5):
        while not worker.done():
            await trio.sleep(0.01)


async def test_poller_handed_to_wait_for(worker):
    async def poll():
        while not worker.done():
            await asyncio.sleep(0.01)

    await asyncio.wait_for(poll(), timeout=5)


async def test_child_poller_that_the_test_cancels(worker):
    async def poll():
        while not worker.done():
            await trio.sleep(0.01)

    async with trio.open_nursery() as nursery:
        nursery.start_soon(poll)
        await worker.finish()
        nursery.cancel_scope.cancel()


async def test_poller_in_a_task_group_cancelled_first(worker):
    async with anyio.create_task_group() as tg:
        tg.cancel_scope.cancel()
        while not worker.done():
            await anyio.sleep(0.01)


async def test_limit_of_none_is_no_limit(worker):
    with trio.move_on_after(None):
        while not worker.done():  # TA105
            await trio.sleep(0.01)


async def test_shielded_scope_is_no_limit(worker):
    with anyio.CancelScope(shield=True):
        while not worker.done():  # TA105
            await anyio.sleep(0.01)


def test_time_limiting_decorator_from_a_library(worker):
    @timeout_decorator.timeout(5)
    def wait():
        while not worker.done():
            time.sleep(0.1)

    wait()


@pytest.mark.timeout(10)
def test_timeout_mark(worker):
    while not worker.done():
        time.sleep(0.1)


@pytest.mark.timeout(10)
class TestMarkedClass:
    def test_in_a_marked_class(self, worker):
        while not worker.done():
            time.sleep(0.1)


class TestClassPytestmark:
    pytestmark = [pytest.mark.timeout(10)]

    def test_in_a_class_with_pytestmark(self, worker):
        while not worker.done():
            time.sleep(0.1)


async def _start_and_fetch(server):
    task = asyncio.create_task(server.serve())
    while not server.started:
        await asyncio.sleep(0.01)
    return await server.fetch(), task


async def test_fetches_under_the_callers_limit(make_server):
    with anyio.fail_after(10):
        body, _task = await _start_and_fetch(make_server())
        assert body


async def _start_and_ping(server):
    task = asyncio.create_task(server.serve())
    while not server.started:  # TA105
        await asyncio.sleep(0.01)
    return await server.ping(), task


async def test_pings_under_the_callers_limit(make_server):
    with anyio.fail_after(10):
        assert await _start_and_ping(make_server())


async def test_pings_with_no_limit(make_server):
    assert await _start_and_ping(make_server())
