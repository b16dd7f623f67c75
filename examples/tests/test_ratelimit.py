import time

import pytest

from shop.ratelimit import RateLimiter

pytestmark = pytest.mark.unit


class FakeClock:
    def __init__(self, now=1000.0):
        self.now = now

    def __call__(self):
        return self.now

    def advance(self, seconds):
        self.now += seconds


def test_requests_over_the_limit_are_refused():
    limiter = RateLimiter(limit=2, window=1.0, clock=FakeClock())
    assert [limiter.allow() for _ in range(3)] == [True, True, False]


def test_window_reopens_once_it_has_passed():
    clock = FakeClock()
    limiter = RateLimiter(limit=1, window=1.0, clock=clock)
    limiter.allow()
    clock.advance(1.0)
    assert limiter.allow()


@pytest.mark.integration
def test_default_clock_moves_with_real_time():
    limiter = RateLimiter(limit=1, window=0.01)
    limiter.allow()
    # real-timer: checks the default clock itself, so no fake clock here
    time.sleep(0.02)
    assert limiter.allow()
