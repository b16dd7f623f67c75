import time

import pytest


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def tick(self, seconds):
        self.now += seconds

    def time(self):
        return self.now


@pytest.fixture(autouse=True)
def fast_sleeps(monkeypatch):
    clock = FakeClock()
    monkeypatch.setattr("time.sleep", clock.tick)
    monkeypatch.setattr(time, "monotonic", clock.time)
    yield clock
