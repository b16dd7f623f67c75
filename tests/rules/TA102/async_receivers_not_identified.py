import asyncio


async def test_parameter_of_unknown_kind(event, queue, task):
    await event.wait()
    await queue.get()
    await task


async def test_attribute_of_an_unknown_object(server):
    await server.ready.wait()
    await server.inbox.get()


async def test_coroutine_helper(client):
    await client.read()
    await asyncio.sleep(0.1)


def made_elsewhere():
    return object()


async def test_value_of_unknown_kind():
    thing = made_elsewhere()
    await thing.wait()


async def test_threading_event_is_not_awaited(worker):
    import threading

    done = threading.Event()
    worker.on_finish(done.set)
    await asyncio.to_thread(done.wait, 5)


async def test_sync_queue_get_nowait():
    inbox = asyncio.Queue()
    inbox.put_nowait(1)
    assert inbox.get_nowait() == 1
