"""In-process publish/subscribe for shop events, on asyncio."""

import asyncio
import collections


class EventBus:
    def __init__(self):
        self._handlers = collections.defaultdict(list)
        self._running = set()

    def subscribe(self, topic, handler):
        """Register ``async def handler(payload)`` for ``topic``."""
        self._handlers[topic].append(handler)

    def publish(self, topic, payload):
        """Schedule every handler of ``topic`` and return at once."""
        loop = asyncio.get_running_loop()
        for handler in self._handlers[topic]:
            task = loop.create_task(handler(payload))
            self._running.add(task)
            task.add_done_callback(self._running.discard)
