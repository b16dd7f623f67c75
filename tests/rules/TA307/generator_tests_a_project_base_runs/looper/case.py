import asyncio
import inspect
import unittest

__all__ = ["TestCase", "PlainCase"]


class TestCase(unittest.TestCase):
    """Runs each test method's result on an event loop until it is done."""

    def run(self, result=None):
        self.loop = asyncio.new_event_loop()
        try:
            return super().run(result)
        finally:
            self.loop.close()

    def _callTestMethod(self, method):
        outcome = method()
        if inspect.isgenerator(outcome) or inspect.iscoroutine(outcome):
            self.loop.run_until_complete(outcome)


class PlainCase(unittest.TestCase):
    """Adds a helper; runs tests as unittest does."""

    def ticks(self):
        return 0
