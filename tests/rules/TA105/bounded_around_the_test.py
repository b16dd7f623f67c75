import asyncio
import time
import unittest

import eventlet

from app.testing import LimitedCase


class LocalLimitedCase(unittest.TestCase):
    def setUp(self):
        self.timer = eventlet.Timeout(2)

    def tearDown(self):
        self.timer.cancel()


class ServerTest(LocalLimitedCase):
    def test_waits_under_the_class_limit(self):
        while not self.server.ready:
            eventlet.sleep(0.01)


class ImportedLimitTest(LimitedCase):
    def test_waits_under_an_inherited_limit(self):
        while not self.done:
            time.sleep(0.01)


class ChainedSetUp(LimitedCase):
    def setUp(self):
        super().setUp()
        self.server = object()


class ChainedLimitTest(ChainedSetUp):
    def test_waits_under_a_limit_armed_further_up(self):
        while not self.done:
            time.sleep(0.01)


class ReplacedSetUp(LimitedCase):
    def setUp(self):
        self.server = object()


class ReplacedLimitTest(ReplacedSetUp):
    def test_waits_after_the_limit_was_dropped(self):
        while not self.done:  # TA105
            time.sleep(0.01)


class NoLimitTest(unittest.TestCase):
    def setUp(self):
        self.started = time.monotonic()

    def test_waits_with_nothing_around_it(self):
        while not self.done:  # TA105
            time.sleep(0.01)


def test_inside_a_green_thread_limit(server):
    with eventlet.Timeout(5):
        while not server.ready:
            eventlet.sleep(0.01)


def test_green_thread_body_is_left_to_ta102(server):
    def reader():
        while not server.closed:
            eventlet.sleep(0.01)

    thread = eventlet.spawn(reader)
    thread.wait()


async def test_free_task_body_is_left_alone(server):
    async def watch():
        while not server.started:
            await asyncio.sleep(0.01)

    task = asyncio.create_task(watch())
    await server.serve()
    task.cancel()


async def test_task_group_child_holds_the_test(server):
    async def wait_for_start():
        while not server.started:  # TA105
            await asyncio.sleep(0.01)

    async with asyncio.TaskGroup() as group:
        group.create_task(wait_for_start())


def test_receive_loop_sleeping_only_on_the_way_out(sock):
    while True:
        message = sock.recv()
        if message == b"LAST":
            time.sleep(0.1)
            break


def test_waits_in_every_round_and_on_the_way_out(worker):
    while True:  # TA105
        if worker.done():
            time.sleep(0.1)
            break
        time.sleep(0.1)


async def test_a_handler_loop_of_a_resource_handed_to_the_app(conductor):
    # The app runs the handler; the test only reads the resource's data.
    class Resource:
        def __init__(self):
            self.received = 0

        async def on_socket(self, socket):
            while not socket.closed:
                await asyncio.sleep(0)
                self.received += 1

    resource = Resource()
    conductor.app.add_route("/", resource)
    async with conductor as c:
        await c.send("/", "x")
    assert resource.received >= 1
