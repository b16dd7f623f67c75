"""A wait in a function only the module's `if __name__ == "__main__":`
block calls is a script's: no test run reaches it."""
import asyncio
import sys


async def echo_client(host):
    reader, writer = await asyncio.open_connection(host, 8888)
    writer.write(b"ping")
    print(await reader.read(100))


async def read_one(host):
    reader, writer = await asyncio.open_connection(host, 8888)
    writer.write(b"ping")
    return await reader.read(100)  # TA102


async def test_one_read(server):
    assert await read_one(server.host) == b"pong"


if __name__ == "__main__":
    asyncio.run(echo_client(sys.argv[1]))
