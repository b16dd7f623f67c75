import asyncio
import subprocess
import threading

import pytest


@pytest.mark.timeout(30)
def test_join_under_a_timeout_mark():
    thread = threading.Thread(target=print)
    thread.start()
    thread.join()


@pytest.mark.timeout(30)
class TestMarked:
    def test_subprocess_under_a_class_mark(self):
        subprocess.run(["true"])


def test_unmarked_join_still_reported():
    thread = threading.Thread(target=print)
    thread.start()
    thread.join()  # TA102


def held_at_the_gate(base):
    # What this builds runs only in the marked tests below.
    class Held(base):
        def __init__(self):
            self.gate = asyncio.Event()

        async def on_exit(self):
            await self.gate.wait()

    return Held


def held_forever(base):
    class Held(base):
        def __init__(self):
            self.gate = asyncio.Event()

        async def on_exit(self):
            await self.gate.wait()  # TA102

    return Held


@pytest.mark.timeout(5)
async def test_callers_queue_behind_the_gate(machine_class):
    machine = held_at_the_gate(machine_class)()
    assert await machine.send("cross")


@pytest.mark.timeout(5)
async def test_the_gate_opens(machine_class):
    machine = held_at_the_gate(machine_class)()
    machine.gate.set()
    assert await machine.send("cross")


@pytest.mark.timeout(5)
async def test_held_with_a_mark(machine_class):
    assert await held_forever(machine_class)().send("cross")


async def test_held_without_a_mark(machine_class):
    machine = held_forever(machine_class)()
    await machine.on_exit()
    assert machine.gate.is_set()


async def wait_for_the_gate(machine):
    gate = asyncio.Event()
    machine.on_open(gate.set)
    await gate.wait()


async def wait_for_the_door(machine):
    door = asyncio.Event()
    machine.on_open(door.set)
    await door.wait()  # TA102


@pytest.mark.timeout(5)
async def test_the_gate_is_waited_for_under_a_mark(machine):
    await wait_for_the_gate(machine)
    assert machine.open


@pytest.mark.timeout(5)
async def test_the_door_under_a_mark(machine):
    await wait_for_the_door(machine)
    assert machine.open


async def test_the_door_without_a_mark(machine):
    await wait_for_the_door(machine)
    assert machine.open
