import contextlib
from unittest import mock


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def sleep(self, seconds):
        self.now += seconds


@contextlib.contextmanager
def fake_time(clock=None):
    clock = clock or FakeClock()
    with mock.patch("time.sleep", new=clock.sleep):
        yield clock


@contextlib.contextmanager
def fake_time_for_a_loop(loop):
    with mock.patch.object(loop, "time"), fake_time() as clock:
        yield clock


@contextlib.contextmanager
def quiet_output():
    yield None
