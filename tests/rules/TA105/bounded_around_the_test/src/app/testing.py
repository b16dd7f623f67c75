import unittest

import eventlet


class LimitedCase(unittest.TestCase):
    """Every test of a subclass runs under a two-second limit."""

    def setUp(self):
        self.timer = eventlet.Timeout(2)

    def tearDown(self):
        self.timer.cancel()
