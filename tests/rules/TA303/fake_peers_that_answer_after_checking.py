"""A fake server that checks what the client sent and then answers: a
failed check skips the answer, so the test waiting for it fails anyway.
One that checks after it has answered everything swallows the failure."""
import pytest

from shop.client import fetch_prices


async def answer_after_checking(ws):
    try:
        request = await ws.recv()
        assert request == '{"type": "subscribe"}'
        await ws.send('{"type": "data", "price": 3}')
    except AssertionError as error:
        print(f"server: {error}")


def write_after_checking(reader, writer):
    try:
        assert reader.readline() == b"HELLO\n"
        writer.write(b"WELCOME\n")
    except AssertionError:
        pass


def answer_from_inside_a_block_after_checking(connection, parser):
    try:
        with parser.session(terminal=True) as machine:
            assert machine.decode(connection.recv(1024)) == "HELLO"
            connection.send(b"WELCOME")
    except AssertionError:
        pass


def check_in_a_block_after_answering(connection, parser):
    try:
        with parser.session(terminal=True) as machine:
            connection.send(b"HELLO")
            assert machine.decode(connection.recv(1024)) == "WELCOME"
    except AssertionError:  # TA303
        pass


async def check_after_answering(ws):
    try:
        await ws.send('{"type": "data", "price": 3}')
        goodbye = await ws.recv()
        assert goodbye == '{"type": "complete"}'
    except AssertionError:  # TA303
        pass


async def check_then_wait_for_more(ws):
    try:
        await ws.send('{"type": "data", "price": 3}')
        terminate = await ws.recv()
        assert terminate == '{"type": "terminate"}'
        await ws.recv()
    except Exception:  # TA303
        pass


@pytest.mark.parametrize("server", [answer_after_checking, check_after_answering])
async def test_prices_arrive(server, serve):
    async with serve(server) as url:
        assert await fetch_prices(url) == [3]
