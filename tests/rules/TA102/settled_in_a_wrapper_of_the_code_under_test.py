# filename: tests/test_batching.py
import asyncio

from mailer import batch


async def test_event_set_by_a_function_the_batcher_wraps():
    sent = asyncio.Event()

    @batch(0.01)
    async def send(*addresses):
        sent.set()
        return addresses

    task = asyncio.create_task(send("a@example.org"))
    # Only the batcher under test decides whether send's body ever runs.
    await sent.wait()  # TA102
    assert await asyncio.wait_for(task, 5) == ("a@example.org",)


async def test_event_set_by_the_tests_own_task():
    sent = asyncio.Event()

    async def send(*addresses):
        sent.set()
        return addresses

    task = asyncio.create_task(send("a@example.org"))
    await sent.wait()
    assert await asyncio.wait_for(task, 5) == ("a@example.org",)
