import asyncio


async def test_every_worker_reaches_the_gate(gate):
    started = 0
    cond = asyncio.Condition()

    async def worker():
        nonlocal started
        started += 1
        async with cond:
            cond.notify()
        await gate.pass_through()

    tasks = [asyncio.create_task(worker()) for _ in range(5)]
    async with cond:
        await cond.wait_for(lambda: started == 5)
    gate.open()
    await asyncio.gather(*tasks)
    assert gate.passed == 5


async def test_every_worker_passes_the_gate(gate):
    passed = 0
    cond = asyncio.Condition()

    async def worker():
        nonlocal passed
        await gate.pass_through()
        passed += 1
        async with cond:
            cond.notify()

    for _ in range(5):
        asyncio.create_task(worker())
    gate.open()
    async with cond:
        await cond.wait_for(lambda: passed == 5)  # TA102
    assert gate.passed == 5


async def test_workers_notify_only_after_the_gate(gate):
    started = 0
    cond = asyncio.Condition()

    async def worker():
        nonlocal started
        started += 1
        try:
            await gate.pass_through()
        finally:
            async with cond:
                cond.notify()

    for _ in range(5):
        asyncio.create_task(worker())
    async with cond:
        await cond.wait_for(lambda: started == 5)  # TA102
    assert gate.waiting == 5


async def test_callback_counts_replies(client):
    replies = 0
    cond = asyncio.Condition()

    async def on_reply(reply):
        nonlocal replies
        replies += 1
        async with cond:
            cond.notify()

    client.on_reply(on_reply)
    async with cond:
        await cond.wait_for(lambda: replies == 2)  # TA102
    assert client.sent == 2
