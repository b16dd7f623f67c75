# filename: tests/test_loop.py
"""A base class of the project's own code that overrides how a test method
is called (here `run` and `_callTestMethod`, driving what the method
returns on an event loop) runs generator tests, even through a star
re-export. A project base that leaves the calling alone does not."""
import asyncio

import looper


class TestLoop(looper.TestCase):
    def test_sleep_zero(self):
        yield from asyncio.sleep(0)
        self.assertTrue(self.loop.is_running())


class TestPlain(looper.PlainCase):
    def test_ticks(self):  # TA307
        yield from asyncio.sleep(0)
        self.assertEqual(self.ticks(), 0)
