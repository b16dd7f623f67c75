import asyncio

from chat import ChatClient


async def test_gate_the_test_opens_itself(serve):
    entered = asyncio.Event()
    release = asyncio.Event()

    async def app(request):
        entered.set()
        await release.wait()
        return "done"

    async with asyncio.timeout(5):
        task = asyncio.create_task(serve(app))
        await entered.wait()
    release.set()
    async with asyncio.timeout(5):
        assert await task == "done"


async def test_future_a_started_task_settles_first(queue):
    loop = asyncio.get_running_loop()
    started = loop.create_future()

    async def consume():
        started.set_result(None)
        return await queue.get()

    task = loop.create_task(consume())
    await started
    queue.put_nowait("item")
    async with asyncio.timeout(5):
        assert await task == "item"


async def test_task_that_bounds_its_own_wait(queue):
    async def get_soon():
        return await asyncio.wait_for(queue.get(), 0.05)

    async def run():
        task = asyncio.create_task(get_soon())
        queue.put_nowait(1)
        return await task

    async with asyncio.timeout(5):
        assert await run() == 1


async def test_callback_handed_to_the_code_under_test_still_counts(server):
    ready = asyncio.Event()

    def on_ready():
        ready.set()

    server.on_ready(on_ready)
    await ready.wait()  # TA102


async def test_started_task_that_waits_before_it_settles(server):
    loop = asyncio.get_running_loop()
    done = loop.create_future()

    async def drive():
        await server.start()
        done.set_result(True)

    asyncio.ensure_future(drive())
    await done  # TA102


async def test_task_whose_wait_is_not_bounded(producer):
    queue = asyncio.Queue()

    async def get_now():
        return await queue.get()

    task = asyncio.create_task(get_now())
    producer.feed(queue)
    assert await task == 1  # TA102


async def test_future_the_loop_settles_later(spawn):
    gate = asyncio.get_running_loop().create_future()

    async def job():
        await gate

    task = await spawn(job())
    asyncio.get_running_loop().call_later(0.01, gate.set_result, None)
    async with asyncio.timeout(5):
        await task


async def test_futures_handed_to_jobs_the_test_settles(spawn):
    async def job(done):
        await done

    first, second = asyncio.Future(), asyncio.Future()
    jobs = [await spawn(job(first)), await spawn(job(second))]
    first.set_result(None)
    second.set_result(None)
    async with asyncio.timeout(5):
        for started in jobs:
            await started


async def test_job_that_waits_to_be_cancelled(spawn, close):
    never = asyncio.Future()

    async def stuck():
        await never

    await spawn(stuck())
    async with asyncio.timeout(5):
        await close()
    assert not never.done()


async def test_future_handed_to_the_code_under_test(spawn, registry):
    ready = asyncio.Future()

    async def job():
        await ready  # TA102

    registry.notify_when_ready(ready)
    await spawn(job())


async def test_task_checked_done_before_it_is_awaited(queue_factory):
    queue = queue_factory()
    putter = asyncio.create_task(queue.put(1))
    await asyncio.sleep(0)
    assert putter.done()
    await putter


async def test_task_checked_running_before_it_is_awaited(queue_factory):
    queue = queue_factory()
    putter = asyncio.create_task(queue.put(1))
    assert not putter.cancelled()
    await putter  # TA102


async def test_acquire_cancelled_by_the_loop(limiter):
    # The test has the loop cancel the task: awaiting it ends then.
    acquire = asyncio.create_task(limiter.acquire())
    asyncio.get_running_loop().call_soon(acquire.cancel)
    try:
        await acquire
    except asyncio.CancelledError:
        pass
    assert limiter.waiters == []


async def test_acquire_with_something_else_scheduled(limiter):
    acquire = asyncio.create_task(limiter.acquire())
    asyncio.get_running_loop().call_soon(limiter.wake)
    await acquire  # TA102
    assert limiter.waiters == []


def subscribe(client, **options):
    return client.subscribe("room", retries=0, **options)


async def test_callback_parks_on_futures_the_test_settles():
    # The callback gives the test each future it parks on; the test
    # settles them.
    client = ChatClient()
    pending = []

    async def fetch_state(channel):
        answer = asyncio.get_running_loop().create_future()
        pending.append(answer)
        return await answer

    subscription = subscribe(client, get_state=fetch_state)
    await subscription.start()
    pending[0].set_result(7)
    assert subscription.position == 7


async def test_callback_parks_on_futures_nobody_settles(client):
    pending = []

    async def fetch_state(channel):
        answer = asyncio.get_running_loop().create_future()
        pending.append(answer)
        return await answer  # TA102

    subscription = client.subscribe("room", get_state=fetch_state)
    await subscription.start()
    assert len(pending) == 1


async def test_the_test_awaits_the_parking_callback_itself():
    pending = []

    async def fetch_state(channel):
        answer = asyncio.get_running_loop().create_future()
        pending.append(answer)
        return await answer  # TA102

    assert await fetch_state("room") == 7
    pending[0].set_result(7)
