# A wait in code the file only hands to other code (a handler class given
# to a server, a callback stored on it) is that side's: the test's own wait
# for the answer is the one that can hang the run.
import asyncio
import threading


class SlowHandler:
    def __init__(self, queue):
        self.queue = queue

    async def hold(self):
        parked = asyncio.Future()
        await self.queue.put(parked)
        await parked


async def test_server_parks_the_call(serve):
    queue = asyncio.Queue()
    server = await serve(SlowHandler(queue))
    server.call("hold")
    parked = await queue.get()  # TA102
    assert not parked.done()
    parked.cancel()


def test_stored_callback_waits_for_its_turn(server):
    turn = threading.Event()

    def on_request(request):
        turn.wait()
        request.reply("ok")

    server.on_request = on_request
    reply = server.request_in_background()
    turn.set()
    assert reply.result(timeout=5) == "ok"


async def test_a_resource_handed_to_the_app_and_released_by_the_test(conductor):
    # The test only hands the resource on and reads its data (its event):
    # the app runs the handler, whose wait is that side's.
    class Resource:
        def __init__(self):
            self.finished = asyncio.Event()

        async def on_message(self, request):
            await self.finished.wait()

    resource = Resource()
    conductor.app.add_route("/", resource)
    async with conductor as c:
        async with c.connect() as ws:
            try:
                assert ws.ready
            finally:
                resource.finished.set()


async def test_a_resource_whose_handler_the_test_calls_itself(request):
    class Resource:
        def __init__(self):
            self.finished = asyncio.Event()

        async def on_message(self, message):
            await self.finished.wait()  # TA102

    resource = Resource()
    request.app.add_route("/", resource)
    await resource.on_message("hello")


class ParkedTokens:
    # Each call parks until the test settles the future it recorded.
    def __init__(self):
        self.requests = []

    async def __call__(self, *_args):
        answer = asyncio.get_running_loop().create_future()
        self.requests.append(answer)
        return await answer


async def test_a_callable_instance_handed_to_the_client(client):
    # The client calls the instance; the test only reads what it recorded.
    tokens = ParkedTokens()
    subscription = client.subscribe("room", token_source=tokens)
    await subscription.start()
    tokens.requests[0].set_result("token")
    assert len(tokens.requests) == 1


class ParkedAnswers:
    def __init__(self):
        self.requests = []

    async def __call__(self):
        answer = asyncio.get_running_loop().create_future()
        self.requests.append(answer)
        return await answer  # TA102


async def test_a_callable_instance_the_test_calls_itself():
    answers = ParkedAnswers()
    assert await answers() == "token"
