import threading
import time
import unittest


class DelayedPulse(threading.Thread):
    # Its own thread sets `fired` after a pause, whatever the device does:
    # waiting for it cannot hang.
    def __init__(self, device, pause=0.5):
        super().__init__()
        self.device = device
        self.pause = pause
        self.fired = threading.Event()
        self.start()

    def run(self):
        time.sleep(self.pause)
        self.fired.set()
        self.device.poke()

    def finish(self):
        self.fired.wait()


class AnswerRelay(threading.Thread):
    # `answered` is set only once the device replies: the wait can hang.
    def __init__(self, device):
        super().__init__()
        self.device = device
        self.answered = threading.Event()
        self.start()

    def run(self):
        self.device.read_reply()
        self.answered.set()

    def finish(self):
        self.answered.wait()  # TA102


class DeviceTests(unittest.TestCase):
    def test_pulse_reaches_the_device(self):
        device = FakeDevice()
        pulse = DelayedPulse(device)
        pulse.finish()
        self.assertTrue(device.poked)

    def test_relay_waits_for_the_reply(self):
        device = FakeDevice()
        relay = AnswerRelay(device)
        relay.finish()
        self.assertTrue(device.replied)
