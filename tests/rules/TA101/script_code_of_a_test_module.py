"""A function of a test module that only its `if __name__ == "__main__":`
block calls is a script's code: no test run calls it, so its sleeps and
waits are nobody's test. One a test calls too is judged as any other."""
import asyncio
import sys
import time

from shop.client import send


async def send_forever(writer):
    while True:
        writer.write(b"ping")
        await asyncio.sleep(1)


def send_every_second(sock):
    while True:
        send(sock)
        time.sleep(1)


def send_twice(sock):
    send(sock)
    time.sleep(1)  # TA101
    send(sock)


def test_two_sends(sock):
    send_twice(sock)
    assert sock.sent == 2


if __name__ == "__main__":
    send_every_second(sys.argv[1])
    asyncio.run(send_forever(sys.stdout))
