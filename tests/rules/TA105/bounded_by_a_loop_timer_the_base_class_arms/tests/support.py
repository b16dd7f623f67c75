import asyncio
import unittest


class LoopTestCase(unittest.TestCase):
    def setUp(self):
        self.loop = asyncio.new_event_loop()
        self.deadline = self.loop.call_later(5, self.on_timeout)

    def tearDown(self):
        self.deadline.cancel()
        self.loop.close()

    def on_timeout(self):
        self.loop.stop()
        raise TimeoutError("the test ran over 5 seconds")


class QuietLoopTestCase(unittest.TestCase):
    def setUp(self):
        self.loop = asyncio.new_event_loop()
        self.reminder = self.loop.call_later(5, self.log_progress)

    def log_progress(self):
        print("still running")
