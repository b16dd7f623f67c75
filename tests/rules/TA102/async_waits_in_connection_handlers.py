# A coroutine handed to asyncio's server as its connection handler runs in
# a task of its own for each connection: a wait there holds that task, not
# the test, whose own wait on the client is the one that can hang the run.
import asyncio
import contextlib

import pytest


@contextlib.asynccontextmanager
async def echo_server():
    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter):
        line = await reader.readline()
        writer.write(line)
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(answer, "127.0.0.1", 0)
    try:
        yield server.sockets[0].getsockname()[1]
    finally:
        server.close()


@pytest.mark.asyncio
async def test_echo():
    async with echo_server() as port:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"hi\n")
        assert await asyncio.wait_for(reader.readline(), 5) == b"hi\n"


@pytest.mark.asyncio
async def test_unix_echo(tmp_path):
    async def answer_once(reader: asyncio.StreamReader, writer: asyncio.StreamWriter):
        writer.write(await reader.read(100))
        writer.close()

    path = str(tmp_path / "echo.sock")
    server = await asyncio.start_unix_server(client_connected_cb=answer_once, path=path)
    reader, writer = await asyncio.open_unix_connection(path)
    writer.write(b"x")
    assert await asyncio.wait_for(reader.read(1), 5) == b"x"
    server.close()


@pytest.mark.asyncio
async def test_handler_also_awaited_by_the_test():
    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter):
        await reader.readline()  # TA102
        writer.close()

    server = await asyncio.start_server(answer, "127.0.0.1", 0)
    reader, writer = await asyncio.open_connection(*server.sockets[0].getsockname()[:2])
    await answer(reader, writer)
    server.close()


@contextlib.asynccontextmanager
async def own_echo_server():
    from shop.net import start_server

    async def echo_back(reader: asyncio.StreamReader, writer: asyncio.StreamWriter):
        while True:
            data = await reader.read(1024)
            if not data:
                break
            writer.write(data)
        writer.close()

    server = await start_server(asyncio.get_running_loop(), echo_back, host="127.0.0.1")
    try:
        yield server.port
    finally:
        server.close()


@pytest.mark.asyncio
async def test_echo_on_the_projects_own_server():
    async with own_echo_server() as port:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(b"x")
        assert await asyncio.wait_for(reader.read(1), 5) == b"x"
