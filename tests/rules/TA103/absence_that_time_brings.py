import asyncio
import time
import unittest
from unittest import mock


def test_key_expires(r):
    r.set("session", "token", ex=1)
    time.sleep(1.1)
    assert r.get("session") is None


def test_expire_command_removes_the_key(r):
    r.set("session", "token")
    r.expire("session", 1)
    time.sleep(1.1)
    assert not r.exists("session")


def test_finished_job_result_is_dropped(queue):
    job = queue.enqueue(len, "abc", result_ttl=1)
    time.sleep(1.1)
    assert queue.fetch_job(job.id) is None


def test_cancelled_job_never_runs(scheduler, job):
    scheduler.cancel(job)
    time.sleep(0.5)  # TA103
    assert not job.ran


def test_cache_entry_set_with_a_time_to_live_by_position(cache):
    cache.set("greeting", "hello", 1)
    time.sleep(1.5)
    assert cache.get("greeting") is None


def test_touch_extends_an_entry_then_it_expires(cache):
    cache.set("greeting", "hello", timeout=1)
    cache.touch("greeting", timeout=2)
    time.sleep(1)
    assert cache.has_key("greeting") is True
    time.sleep(2)
    assert cache.has_key("greeting") is False


def test_sleep_shorter_than_the_timeout_it_gave(session):
    session.configure(timeout=5)
    time.sleep(0.5)  # TA103
    assert not session.expired_ids


@mock.patch("shop.rpc.REPLY_QUEUE_TTL", new=100)
def test_reply_queue_expires_after_a_shortened_time_to_live(broker):
    broker.declare_reply_queue()
    time.sleep(0.2)
    assert broker.queues() == []


def test_patched_name_that_is_no_time_to_live(broker):
    with mock.patch("shop.rpc.REPLY_QUEUE_NAME", new="replies"):
        broker.declare_reply_queue()
        time.sleep(0.2)  # TA103
        assert broker.queues() == []


def test_counter_expires_with_the_window_it_was_given(store):
    window = PerSecond(1)
    store.incr(window.key(), window.get_expiry())
    time.sleep(1.1)
    assert store.get(window.key()) == 0


def test_counter_handed_its_time_to_live_by_name(store, settings):
    store.incr("hits", settings.ttl)
    time.sleep(1.1)
    assert store.get("hits") == 0


def test_counter_handed_a_name_that_is_no_time_to_live(store, window):
    store.incr("hits", window.get_amount())
    time.sleep(1.1)  # TA103
    assert store.get("hits") == 0


def test_time_to_live_read_back_is_not_handed_over(store):
    for ttl in store.remaining("hits"):
        assert close_to(ttl)
    time.sleep(1.1)  # TA103
    assert store.get("hits") == 0


async def test_sweep_drops_a_job_past_its_heartbeat(make_worker, queue):
    runs = {"count": 0}
    worker = make_worker(queue, timers={"sweep": 1})
    worker.start_soon()
    await queue.enqueue("slow", heartbeat=1)
    await asyncio.sleep(3)
    assert runs["count"] == 0


class ExpiringCacheTests(unittest.TestCase):
    # The per-test setup gives the cache its time to live: the entry being
    # gone after the sleep is the outcome.
    def setUp(self):
        self.expires_in = 1
        self.cache = make_cache(expires_in=self.expires_in)

    def test_entry_expires(self):
        self.cache["key"] = "value"
        time.sleep(1)
        self.assertEqual(0, len(self.cache))


class PlainCacheTests(unittest.TestCase):
    def setUp(self):
        self.cache = make_cache()

    def test_entry_never_stored(self):
        self.cache.put_later("key", "value")
        time.sleep(1)  # TA103
        self.assertEqual(0, len(self.cache))
