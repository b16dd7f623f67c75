import asyncio
import sys

import anyio
import trio


async def test_asyncio_event():
    ready = asyncio.Event()
    await ready.wait()  # TA102


async def test_asyncio_condition_and_barrier():
    condition = asyncio.Condition()
    barrier = asyncio.Barrier(2)
    async with condition:
        await condition.wait()  # TA102
        await condition.wait_for(lambda: True)  # TA102
    await barrier.wait()  # TA102


async def test_asyncio_queue():
    inbox = asyncio.Queue()
    await inbox.get()  # TA102
    await inbox.join()  # TA102


async def test_tasks_and_futures(server):
    task = asyncio.create_task(server.serve())
    loop = asyncio.get_running_loop()
    reply = loop.create_future()
    await reply  # TA102
    await task  # TA102


async def test_tasks_in_a_list(server):
    tasks = [asyncio.create_task(server.handle(n)) for n in range(3)]
    for task in tasks:
        await task  # TA102


async def test_task_group_task(server):
    async with asyncio.TaskGroup() as group:
        task = group.create_task(server.serve())
        await task  # TA102


async def test_asyncio_subprocess():
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "shop", "--serve")
    await proc.communicate()  # TA102
    await proc.wait()


async def test_asyncio_subprocess_waited_for_under_a_limit():
    proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "shop", "--check")
    await asyncio.wait_for(proc.wait(), timeout=30)
    await proc.communicate()


async def test_stream_reader():
    reader, writer = await asyncio.open_connection("localhost", 8080)
    writer.write(b"ping")
    await reader.readline()  # TA102
    await reader.read()  # TA102


async def test_trio_event_and_channel():
    done = trio.Event()
    send, receive = trio.open_memory_channel(0)
    await done.wait()  # TA102
    await receive.receive()  # TA102


async def test_trio_process():
    proc = await trio.lowlevel.open_process(["shop"])
    await proc.wait()  # TA102
    await trio.run_process(["shop", "--check"])  # TA102


async def test_anyio_primitives():
    done = anyio.Event()
    send, receive = anyio.create_memory_object_stream[int](1)
    await done.wait()  # TA102
    await receive.receive()  # TA102
    async with await anyio.open_process(["shop"]) as proc:
        await proc.wait()  # TA102
    await anyio.run_process(["shop", "--check"])  # TA102


class TestServer:
    async def asyncSetUp(self):
        self.stopped = asyncio.Event()

    async def test_stops(self):
        await self.stopped.wait()  # TA102


async def made_by_a_helper():
    return asyncio.Event()


async def test_event_from_a_helper():
    event = await made_by_a_helper()
    await event.wait()  # TA102


async def test_annotated_parameter(done: asyncio.Event):
    await done.wait()  # TA102
