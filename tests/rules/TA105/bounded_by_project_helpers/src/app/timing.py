import contextlib
import time

import eventlet


class Stopwatch:
    def __init__(self, limit):
        self.limit = limit
        self.started = time.monotonic()

    def elapsed(self):
        return time.monotonic() - self.started

    def expired(self):
        return self.elapsed() > self.limit


@contextlib.contextmanager
def handled_within(worker, seconds=30):
    with eventlet.Timeout(seconds):
        yield worker


@contextlib.contextmanager
def watching(worker):
    worker.watch()
    yield worker
    worker.unwatch()
