import asyncio
import contextlib
import functools
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


def async_case(func=None, timeout=None):
    """Runs a coroutine test method on the case's loop, under a time limit."""

    def wrap(f):
        @functools.wraps(f)
        def wrapped(self, *args, **kwargs):
            limit = timeout if timeout is not None else 5
            coro = asyncio.wait_for(f(self, *args, **kwargs), limit)
            return self.loop.run_until_complete(coro)

        return wrapped

    return wrap(func) if func is not None else wrap


def on_the_loop(f):
    """Runs a coroutine test method on the case's loop, for as long as it takes."""

    @functools.wraps(f)
    def wrapped(self, *args, **kwargs):
        return self.loop.run_until_complete(f(self, *args, **kwargs))

    return wrapped
