# A coroutine made only into a free task (ensure_future, create_task) is
# cancelled when the event loop closes: its own waits hang nothing; the
# test's wait on the task is what can hang the run.
import asyncio


def handle_connection(reader: asyncio.StreamReader, writer: asyncio.StreamWriter):
    async def echo():
        data = await reader.read()
        writer.write(data[::-1])

    asyncio.ensure_future(echo())


def handle_connection_in_line(reader: asyncio.StreamReader, writer: asyncio.StreamWriter):
    async def echo():
        data = await reader.read()  # TA102
        writer.write(data[::-1])

    return echo()


async def test_echo_task_is_awaited(server):
    async def pump():
        return await server.inbox.get()

    task = asyncio.create_task(pump())
    await task  # TA102
