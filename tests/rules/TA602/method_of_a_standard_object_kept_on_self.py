# A method of a standard-library object the class keeps on `self`
# (`self.loop = asyncio.new_event_loop()` in `setUp`) patched to answer:
# the mock stands in for Python's own method; one of an object of the
# project the class keeps is reported.
import asyncio
import unittest
from unittest import mock

from shop.heartbeat import Heartbeat


class LoopTestCase(unittest.TestCase):
    def setUp(self):
        self.loop = asyncio.new_event_loop()
        self.heartbeat = Heartbeat(self.loop)

    def tearDown(self):
        self.loop.close()


class HeartbeatTest(LoopTestCase):
    def test_too_many_missed(self):
        now = self.loop.time()
        with mock.patch.object(self.loop, "time") as time:
            time.return_value = now + 40
            self.assertTrue(self.heartbeat.missed_too_many())

    def test_project_object_patched(self):
        with mock.patch.object(self.heartbeat, "interval") as interval:  # TA602
            interval.return_value = 10
            self.assertFalse(self.heartbeat.missed_too_many())
