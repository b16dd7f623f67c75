# Instances made in one unpacking assignment (`loser, winner = ResetLink(),
# Link()`) and only handed to the code under test: a wait in a method of
# their class is that side's, parked until the code closes them.
import asyncio

from shop.association import Association


class ResetLink:
    def __init__(self):
        self.reset = asyncio.Event()
        self.written = []

    async def write_frame(self, data):
        await self.reset.wait()
        raise ConnectionResetError(104, "reset by peer")

    async def close(self):
        self.reset.set()


class Link:
    def __init__(self):
        self.written = []

    async def write_frame(self, data):
        self.written.append(data)


class Probe:
    def __init__(self):
        self.ready = asyncio.Event()

    async def wait_ready(self):
        await self.ready.wait()  # TA102


async def test_a_parked_write_is_lost_with_the_old_link():
    association = Association()
    loser, winner = ResetLink(), Link()
    await association.open(loser)
    writing = asyncio.create_task(association.write(b"1"))
    await asyncio.sleep(0)
    association.adopt(winner)
    await asyncio.wait_for(writing, 5)
    assert association.lost == [b"1"]


async def test_probe_waited_on_by_the_test():
    association = Association()
    probe, link = Probe(), Link()
    await association.open(link)
    await probe.wait_ready()
    assert link.written == []
