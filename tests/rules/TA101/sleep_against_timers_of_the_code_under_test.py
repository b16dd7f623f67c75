# filename: tests/test_inventory.py
"""Timers of the code under test read from its own definitions: a length
given positionally (the parameter's name says it is a lease), a time to live
set by the decorator of a nested function, a decorator of the project that
runs what it wraps under a time limit (brackets or not), a method the test
hands over as ``self.method``, a wrapper made by the code under test, and a
keyword-only sleep length that defaults to 0 and is never given."""
import asyncio
import time

import pytest

from inventory.client import Client
from inventory.locks import KeyLock
from inventory.memo import Memoize


def test_lease_given_positionally_runs_out(store):
    lock = KeyLock(store, "k", 0.1)
    lock.__enter__()
    time.sleep(0.2)
    assert store.get("k") is None


def test_lease_given_by_keyword_runs_out(store):
    with KeyLock(store, "k", lease=1):
        time.sleep(1.1)
        assert store.get("k") is None


def test_sleep_shorter_than_the_lease(store):
    with KeyLock(store, "k", 5):
        time.sleep(0.2)  # TA101
        assert store.get("k") == "held"


async def test_time_to_live_set_by_a_nested_decorator(cache):
    @cache.remember(ttl=1)
    async def load():
        return 3

    await load()
    await asyncio.sleep(1.5)
    assert await cache.get("load") is None


async def test_nested_decorator_with_a_longer_time_to_live(cache):
    @cache.remember(ttl=10)
    async def load():
        return 3

    await load()
    await asyncio.sleep(1.5)  # TA101
    assert await cache.get("load") == 3


async def test_limited_call_times_out():
    client = Client()

    @Client.limited
    async def slow(self):
        await asyncio.sleep(0.5)

    with pytest.raises(asyncio.TimeoutError):
        await slow(client)


async def test_logged_call_runs_a_slow_body_to_the_end():
    client = Client()

    # Not a time limit, but still the code under test's wrapper: the sleep is its load.
    @Client.logged
    async def slow(self):
        await asyncio.sleep(0.5)

    await slow(client)


class TestStalledBackend:
    async def stall(self, *args):
        await asyncio.sleep(0.05)

    async def pause(self):
        await asyncio.sleep(0.05)  # TA101

    async def test_read_times_out(self, service):
        service.backend.read = self.stall
        with pytest.raises(asyncio.TimeoutError):
            await service.read("k")

    async def test_pause_between_reads(self, service):
        await service.read("k")
        await self.pause()
        assert service.reads == 1


async def slow_source(key):
    await asyncio.sleep(0.05)
    return key


async def test_wrapper_of_the_code_under_test_runs_it():
    remember = Memoize(ttl=10)
    first = await remember(slow_source)(1)
    assert await remember(slow_source)(1) == first


async def stub(*args, seconds=0):
    await asyncio.sleep(seconds)
    return args


async def paced(*args, delay=0):
    await asyncio.sleep(delay)  # TA101
    return args


async def test_stubs(cache):
    assert await cache.wrap(stub)(1) == (1,)
    assert await paced(1, delay=0.5) == (1,)
