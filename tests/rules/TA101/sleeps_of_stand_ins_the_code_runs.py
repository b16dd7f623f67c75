# A class the file only hands to the code under test (and subclasses it
# only hands on too), and handlers registered through a local alias of the
# app's decorator: the code under test runs their sleeps, which set how
# slow the stand-in is.
import asyncio
import time

from lro import Poller, PollingMethod, Router


class SlowPolling(PollingMethod):
    def __init__(self, delay=0):
        self._delay = delay

    def run(self):
        time.sleep(self._delay)


class SteppedPolling(PollingMethod):
    def run(self):
        time.sleep(0.2)  # TA101


def test_library_method_of_the_same_name(client):
    plain = PollingMethod()
    plain.run()
    assert plain.finished()


def test_poller_waits_for_the_method(client):
    assert Poller(client, SlowPolling(delay=0.1)).result() == "done"


def test_poller_reports_a_broken_method(client):
    class Broken(SlowPolling):
        def run(self):
            raise ValueError("bad")

    assert Poller(client, Broken()).failed()


def test_poller_with_a_method_the_test_also_runs(client):
    class Checked(SteppedPolling):
        pass

    method = Checked()
    method.run()
    assert Poller(client, SteppedPolling()).result() == "done"


async def test_streamed_events(app):
    router = Router()
    get = router.get

    @get("/events")
    async def events():
        for number in range(3):
            yield number
            await asyncio.sleep(0.05)

    assert await app(router).stream("/events") == [0, 1, 2]


async def test_handler_the_test_awaits_itself(app):
    router = Router()
    get = router.get

    @get("/ping")
    async def ping():
        await asyncio.sleep(0.05)  # TA101
        return "pong"

    assert await ping() == "pong"
