"""A sliding-window rate limiter for the shop's public API."""

import collections
import time


class RateLimiter:
    """At most ``limit`` requests in any ``window`` seconds of ``clock``."""

    def __init__(self, limit, window, clock=time.monotonic):
        self._limit = limit
        self._window = window
        self._clock = clock
        self._hits = collections.deque()

    def allow(self):
        now = self._clock()
        while self._hits and now - self._hits[0] >= self._window:
            self._hits.popleft()
        if len(self._hits) >= self._limit:
            return False
        self._hits.append(now)
        return True

    def acquire(self):
        """Block until a request is allowed."""
        while not self.allow():
            time.sleep(self._window / 10)
