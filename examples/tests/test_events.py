import asyncio

import pytest

from shop.events import EventBus

pytestmark = pytest.mark.unit


def test_published_event_reaches_the_subscriber():
    async def scenario():
        bus = EventBus()
        received = []

        async def record(payload):
            received.append(payload)

        bus.subscribe("order.shipped", record)
        bus.publish("order.shipped", "A-1")
        await asyncio.sleep(0)  # one turn of the loop runs the handler
        return received

    assert asyncio.run(scenario()) == ["A-1"]


def test_every_subscriber_receives_the_event():
    async def scenario():
        bus = EventBus()
        received = []

        async def audit(payload):
            await asyncio.sleep(0)
            received.append(("audit", payload))

        async def email(payload):
            received.append(("email", payload))

        bus.subscribe("order.shipped", audit)
        bus.subscribe("order.shipped", email)
        bus.publish("order.shipped", "A-1")
        await asyncio.sleep(0.01)
        return received

    assert sorted(asyncio.run(scenario())) == [
        ("audit", "A-1"),
        ("email", "A-1"),
    ]


def test_publish_only_schedules_the_handlers():
    async def scenario():
        bus = EventBus()
        started = asyncio.Event()

        async def record_start(payload):
            started.set()

        bus.subscribe("order.shipped", record_start)
        bus.publish("order.shipped", "A-1")
        assert not started.is_set()
        await asyncio.wait_for(started.wait(), timeout=5)

    asyncio.run(scenario())
