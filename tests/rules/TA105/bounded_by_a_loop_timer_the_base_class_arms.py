# A base class of the suite whose `setUp` arms a loop timer that stops the
# loop and fails the test (`self.loop.call_later(5, self.on_timeout)`)
# bounds every test's polling loop; a timer that only logs does not.
import asyncio

from shop import broker

from tests import support


class PublishTest(support.LoopTestCase):
    def test_message_arrives(self):
        async def scenario():
            client = await broker.connect()
            await client.publish("q", b"x")
            while not client.delivered:
                await asyncio.sleep(0.1)

        self.loop.run_until_complete(scenario())


class QuietPublishTest(support.QuietLoopTestCase):
    def test_message_arrives(self):
        async def scenario():
            client = await broker.connect()
            await client.publish("q", b"x")
            while not client.delivered:  # TA105
                await asyncio.sleep(0.1)

        self.loop.run_until_complete(scenario())
