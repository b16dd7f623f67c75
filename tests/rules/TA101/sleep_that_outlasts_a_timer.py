"""A sleep at least as long as a timer the test itself set waits that timer
out; a shorter sleep, or one before the timer is set, is still a guess."""
import asyncio
import threading
import time
import unittest
from datetime import timedelta
from unittest import mock

import pytest

from shop import ice
from shop.agent import Check
from shop.entries import Ledger, TimeoutMap


def test_key_expires(store):
    store.set("short", "v", px=20)
    time.sleep(0.05)
    assert store.get("short") is None


def test_expire_with_timedelta(store):
    store.set("k", "v")
    store.expire("k", timedelta(seconds=1))
    time.sleep(1.5)
    assert store.get("k") is None


async def test_server_drops_idle_client(make_server, connect):
    server = await make_server(idle_timeout=0.2)
    client = await connect(server)
    await asyncio.sleep(0.3)
    assert client.closed


async def test_short_lived_notes_expire(board):
    for n in range(4):
        board.note("hi", timeout=(0.01 if n % 2 else 60))
    await asyncio.sleep(0.25)
    assert len(board.notes) == 2


async def test_notes_outlive_a_short_wait(board):
    for n in range(4):
        board.note("hi", timeout=(5 if n % 2 else 60))
    await asyncio.sleep(0.25)  # TA101
    assert len(board.notes) == 4


def test_batch_flushed_after_its_timeout(make_consumer, queue):
    consumer = make_consumer(queue, batch_size=3, auto_flush_timeout=0.2)
    queue.put("one")
    time.sleep(300 / 1000)
    assert consumer.flushed == ["one"]


def test_check_registered_with_a_long_time_to_live(agent):
    agent.register("web", check=Check.ttl("10s"))
    time.sleep(0.2)  # TA101
    assert agent.services() == ["web"]


def test_check_expired_after_its_time_to_live(agent):
    agent.register("web", check=Check.ttl("100ms"))
    time.sleep(120 / 1000.0)
    assert agent.status("web") == "critical"


def test_sleep_shorter_than_the_timer(store):
    store.set("k", "v", ex=10)
    time.sleep(1)  # TA101
    assert store.get("k") == "v"


def test_sleep_before_the_timer(store):
    time.sleep(2)  # TA101
    store.set("k", "v", ex=1)
    assert store.get("k") == "v"


def test_unknown_duration(store, delay):
    store.set("k", "v", ex=1)
    time.sleep(delay)  # TA101
    assert store.get("k") is None


def test_settings_handed_over_as_a_dict(make_region):
    region = make_region(config_args={"expiration_time": 0.5})
    region.set("key", "value")
    time.sleep(0.6)
    assert region.get("key") is None


def test_a_dict_timeout_longer_than_the_sleep(make_client):
    client = make_client({"timeout": 5})
    time.sleep(1)  # TA101
    assert client.idle


@mock.patch("shop.rpc.REPLY_QUEUE_TTL", new=100)
def test_patched_time_to_live_of_unknown_unit(broker):
    broker.declare_reply_queue()
    time.sleep(0.2)
    assert broker.queues() == []


def test_sleep_through_the_expiry_it_handed_over(store):
    window = PerSecond(1)
    store.acquire(window.key(), window.get_expiry())
    time.sleep(1.1)
    assert store.count(window.key()) == 0


def test_sleep_through_a_window_named_by_its_unit(make_bucket):
    bucket = make_bucket(limit=3, interval=Duration.SECOND)
    bucket.fill()
    time.sleep(1.1)
    assert bucket.has_room()


def test_sleep_shorter_than_a_window_named_by_its_unit(make_bucket):
    bucket = make_bucket(limit=3, interval=2 * Duration.MINUTE)
    bucket.fill()
    time.sleep(1.1)  # TA101
    assert not bucket.has_room()


def test_sleep_through_a_timeout_the_test_patched_shorter(handler, request_slow_image):
    with mock.patch.object(handler, "RESPONSE_TIMEOUT", 0.1):
        request_slow_image()
        time.sleep(0.3)
    assert handler.timed_out


def test_sleep_shorter_than_a_timeout_the_test_patched(handler, request_slow_image):
    with mock.patch.object(handler, "RESPONSE_TIMEOUT", 5):
        request_slow_image()
        time.sleep(0.3)  # TA101
    assert not handler.timed_out


def test_sleep_through_an_interval_written_with_its_unit(make_source):
    source = make_source(rate="5ms", interval="100ms")
    time.sleep(0.15)
    assert len(source.batches) == 1


def test_sleep_shorter_than_an_interval_written_with_its_unit(make_source):
    source = make_source(interval="2 min")
    time.sleep(0.15)  # TA101
    assert not source.batches


def test_sleeps_through_a_timeout_given_in_the_url(make_coordinator, base_url):
    coordinator = make_coordinator(base_url + "?timeout=2")
    coordinator.join("group")
    time.sleep(1.5)
    coordinator.heartbeat()
    time.sleep(1.5)
    assert coordinator.members("group") == []


def test_sleeps_shorter_than_the_timeout_in_the_url(make_coordinator, base_url):
    coordinator = make_coordinator(base_url + "?timeout=5")
    coordinator.join("group")
    time.sleep(1.5)  # TA101
    assert coordinator.members("group") == ["me"]


def test_sleep_through_the_locks_release_time(make_lock):
    lock = make_lock(auto_release_time=0.2)
    lock.acquire()
    time.sleep(lock.auto_release_time * 2)
    assert not lock.locked()


def test_sleep_to_the_end_of_the_current_window(store, clock):
    ttl = store.window_end(clock.now()) - clock.now()
    if ttl < 0.5:
        time.sleep(ttl)
    assert store.acquire("hits")


def test_sleep_after_a_value_that_is_no_expiry(store, window):
    store.acquire("hits", window.get_amount())
    time.sleep(1.1)  # TA101
    assert store.count("hits") == 1


KEEP_ALIVE_TIMEOUT = 0.01
RETRY_PAUSE = 0.01


@pytest.fixture
def server(make_server):
    config = make_server.config()
    config.keep_alive_timeout = KEEP_ALIVE_TIMEOUT
    return make_server(config)


async def test_idle_connection_closes_after_the_keep_alive_timeout(server):
    await server.open_connection()
    await asyncio.sleep(2 * KEEP_ALIVE_TIMEOUT)
    assert server.closed


async def test_a_pause_named_by_the_test_itself_is_still_a_guess(server):
    await server.open_connection()
    await asyncio.sleep(RETRY_PAUSE)  # TA101
    assert server.accepted


IDLE_LIMIT = 0.01
RECONNECT_PAUSE = 0.01


def setup_server(app):
    app.config.update({"server.idle_timeout": IDLE_LIMIT, "server.name": RECONNECT_PAUSE})


async def test_a_dotted_configuration_key_names_the_timer(server):
    await server.open_connection()
    await asyncio.sleep(2 * IDLE_LIMIT)
    assert server.closed


async def test_a_dotted_key_that_names_no_timer(server):
    await server.open_connection()
    await asyncio.sleep(RECONNECT_PAUSE)  # TA101
    assert server.accepted


async def test_setting_written_to_an_attribute(make_server):
    config = make_server.config()
    config.ping_interval = 0.1
    server = make_server(config)
    await asyncio.sleep(0.25)
    assert server.pings_sent >= 2


def test_deadline_object_runs_out(make_deadline):
    # A callee named for a timer takes its length first: the sleep outlasts it.
    remaining = make_deadline.Timeout(1)
    time.sleep(1.1)
    assert remaining.expired()


def test_timer_longer_than_the_sleep(fire):
    timer = threading.Timer(5, fire)
    timer.start()
    time.sleep(0.5)  # TA101
    assert not fire.called


def test_two_sleeps_wait_out_the_timer_together(make_server):
    server = make_server(idle_timeout=0.5)
    client = server.connect()
    time.sleep(0.3)  # TA101
    assert client.banner
    time.sleep(0.3)
    assert client.closed


def test_two_sleeps_that_stay_under_the_timer(make_server):
    server = make_server(idle_timeout=2)
    client = server.connect()
    time.sleep(0.3)  # TA101
    assert client.banner
    time.sleep(0.3)  # TA101
    assert not client.closed


def test_worker_gives_up_after_its_completion_wait(make_worker):
    worker = make_worker(job_completion_wait=0.5)
    worker.stop()
    time.sleep(0.6)
    assert worker.cancelled


def test_interval_given_in_milliseconds(make_limiter):
    limiter = make_limiter(limit=5, interval=1000)
    assert limiter.try_acquire()
    time.sleep(1.1)
    assert limiter.try_acquire()


def test_interval_of_a_thousand_seconds_by_its_name(make_limiter):
    limiter = make_limiter(limit=5, interval_seconds=1000)
    time.sleep(1.1)  # TA101
    assert limiter.try_acquire()


def test_sleep_shorter_than_a_thousand_milliseconds(make_limiter):
    limiter = make_limiter(limit=5, interval=1000)
    time.sleep(0.5)  # TA101
    assert limiter.try_acquire()


def test_interval_named_in_milliseconds_by_camel_case(make_client):
    client = make_client(pollTimeoutMS=500)
    time.sleep(0.6)
    assert client.timed_out


def test_refreshing_a_lease_past_its_time_to_live(store):
    lease = store.lease("job", ttl=3)
    for _ in range(6):
        time.sleep(1)
        lease.refresh()
    assert store.alive(lease)


def test_loop_shorter_than_the_time_to_live(store):
    lease = store.lease("job", ttl=30)
    for _ in range(3):
        time.sleep(1)  # TA101
        lease.refresh()
    assert store.alive(lease)


def test_loop_that_checks_between_sleeps(store):
    lease = store.lease("job", ttl=3)
    for _ in range(6):
        time.sleep(1)  # TA101
        assert store.alive(lease)


async def test_helper_waits_out_the_tests_timer(make_server):
    server = make_server()
    server.ping_interval = 0.01

    async def ping_and_wait():
        server.schedule_ping()
        await asyncio.sleep(0.05)

    await ping_and_wait()
    assert server.pings == 1


async def test_helper_sleeps_shorter_than_the_tests_timer(make_server):
    server = make_server()
    server.ping_interval = 10

    async def ping_and_wait():
        server.schedule_ping()
        await asyncio.sleep(0.05)  # TA101

    await ping_and_wait()
    assert server.pings == 1


def make_app(max_age=None):
    return {"session_max_age": max_age}


async def test_session_cookie_expires_after_its_max_age(client):
    MAX_AGE = 2
    app = make_app(max_age=MAX_AGE)
    await client.login(app)
    await asyncio.sleep(MAX_AGE + 1)
    assert await client.whoami(app) is None


async def test_session_cookie_read_after_a_pause(client):
    app = make_app()
    await client.login(app)
    await asyncio.sleep(3)  # TA101
    assert await client.whoami(app) == "ann"


async def test_idle_connection_outlives_its_lifetime(make_pool):
    async def worker(pool):
        async with pool.acquire() as connection:
            await asyncio.sleep(0.2)
            return connection

    pool = await make_pool(max_inactive_connection_lifetime=0.1)
    assert await worker(pool) is not None


class TestStatementCache:
    @with_connection_options(max_cached_statement_lifetime=0.5)
    async def test_statement_expires_from_the_cache(self):
        await self.con.prepare("select 1")
        await asyncio.sleep(1)
        assert not self.con._stmt_cache

    @with_connection_options(max_cached_statement_lifetime=5)
    async def test_statement_still_cached_after_a_pause(self):
        await self.con.prepare("select 1")
        await asyncio.sleep(1)  # TA101
        assert self.con._stmt_cache


def test_sleep_through_a_setting_named_for_its_unit(make_process):
    start_secs = 1
    process = make_process(startsecs=start_secs)
    process.spawn()
    time.sleep(start_secs + 1)
    process.transition()
    assert process.state == "RUNNING"


def test_a_count_named_like_no_unit_is_no_setting(make_process):
    start_tries = 1
    process = make_process(starttries=start_tries)
    process.spawn()
    time.sleep(start_tries + 1)  # TA101
    assert process.state == "RUNNING"


async def test_sleep_worked_out_from_the_length_a_timer_class_takes(make_map):
    timeout = 0.2
    entries = TimeoutMap(timeout)
    entries["k"] = "v"
    await asyncio.sleep(timeout * 2.5)
    assert "k" not in entries


async def test_sleep_worked_out_from_a_length_handed_to_another_class(make_map):
    pause = 0.2
    entries = Ledger(pause)
    entries["k"] = "v"
    await asyncio.sleep(pause * 2.5)  # TA101
    assert "k" in entries


def test_sleep_worked_out_from_the_objects_own_timer(make_spinner, stream):
    spinner = make_spinner(stream)
    spinner.start()
    time.sleep(3 * spinner._interval)
    spinner.stop()
    assert stream.frames >= 2


def test_sleep_of_what_the_objects_timer_getter_says(make_connection):
    connection = make_connection()
    connection.handshake()
    seconds = connection.get_retransmit_timeout()
    time.sleep(seconds)
    assert connection.handle_timeout()


def test_sleep_of_what_another_getter_says(make_connection):
    connection = make_connection()
    seconds = connection.get_round_trip()
    time.sleep(seconds)  # TA101
    assert connection.handle_timeout()


class TestSpinnerFrames:
    def setup_method(self):
        self.delay = 0.2

    def test_sleep_worked_out_from_the_tests_own_value(self, make_spinner, stream):
        spinner = make_spinner(stream)
        spinner.start()
        time.sleep(3 * self.delay)  # TA101
        spinner.stop()
        assert stream.frames >= 2


class TestFlushing:
    @staticmethod
    def _reporter(batch, flush=None, label=None):
        return Ledger(batch_size=batch, flush_interval=flush, label=label)

    def test_flushes_after_the_interval_it_gave_through_the_helper(self):
        ledger = self._reporter(2, flush=0.01)
        ledger.add("one")
        time.sleep(0.02)
        assert ledger.flushed == 1

    def test_a_parameter_the_helper_uses_for_something_else(self):
        ledger = self._reporter(2, label=0.01)
        ledger.add("one")
        time.sleep(0.02)  # TA101
        assert ledger.flushed == 1


class TestConsent(unittest.TestCase):
    def setUp(self):
        self.saved_interval = ice.CONSENT_INTERVAL
        ice.CONSENT_INTERVAL = 1

    def tearDown(self):
        ice.CONSENT_INTERVAL = self.saved_interval

    async def test_consent_expires(self):
        await self.transport.stop()
        await asyncio.sleep(2)
        self.assertEqual(self.transport.state, "closed")

    async def test_shorter_than_the_interval(self):
        await self.transport.stop()
        await asyncio.sleep(0.5)  # TA101
        self.assertEqual(self.transport.state, "closed")


class TestReload(unittest.TestCase):
    def setUp(self):
        ice.server.socket_timeout = 0.1

    def test_reloads_after_a_touch(self):
        self.start_server()
        time.sleep(2)  # TA101
        self.touch_the_module()
        self.assertTrue(self.reloaded())


def test_reconnects_after_the_retry_delay(client):
    # A setter gives the client its retry delay; the sleep waits it out.
    client._set_retry_delay(0.25)
    client.drop_connection()
    time.sleep(0.3)
    assert client.get("key") == "value"


def test_setter_of_another_value(client):
    client._set_retry_count(3)
    time.sleep(0.3)  # TA101
    assert client.get("key") == "value"


def test_signature_expires(key, message):
    expire_soon = timedelta(seconds=1)
    signature = key.sign(message, expires=expire_soon)
    assert key.verify(message, signature)
    time.sleep(1.1)
    assert not key.verify(message, signature)


def test_signature_checked_later(key, message):
    expire_later = timedelta(seconds=5)
    signature = key.sign(message, expires=expire_later)
    time.sleep(1.1)  # TA101
    assert key.verify(message, signature)


def test_a_flush_interval_given_in_milliseconds(make_sender):
    sender = make_sender(auto_flush_interval=100)
    sender.row(1)
    time.sleep(0.2)
    assert sender.flushed


def test_a_flush_interval_in_a_configuration_string(connect):
    sender = connect("tcp::addr=localhost:9009;auto_flush_interval=50;")
    sender.row(1)
    time.sleep(0.1)
    assert sender.flushed


def test_a_sleep_shorter_than_the_interval_in_milliseconds(make_sender):
    sender = make_sender(auto_flush_interval=500)
    time.sleep(0.2)  # TA101
    assert sender.flushed


def test_a_whole_timeout_is_still_read_in_seconds(make_client):
    client = make_client(timeout=30)
    time.sleep(0.1)  # TA101
    assert client.ready


def test_an_interval_of_seconds_by_its_name(make_sender):
    sender = make_sender(flush_interval_secs=100)
    time.sleep(0.2)  # TA101
    assert sender.flushed


class TestExpiringCache(unittest.TestCase):
    # The per-test setup gives the cache its time to live.
    def setUp(self):
        self.expires_in = 1
        self.cache = ice.ExpiringCache(expires_in=self.expires_in)

    def test_entry_expires(self):
        self.cache["key"] = "value"
        time.sleep(1)
        self.assertTrue(self.cache.expired("key"))

    def test_entry_read_back_shortly_after(self):
        self.cache["key"] = "value"
        time.sleep(0.5)  # TA101
        self.assertIn("key", self.cache)


def test_sleep_through_a_save_period(tmp_path, start_saver):
    start_saver(tmp_path, save_period=1)
    time.sleep(2)
    assert (tmp_path / "state.sav").exists()


def test_sleep_shorter_than_a_save_period(tmp_path, start_saver):
    start_saver(tmp_path, save_period=5)
    time.sleep(2)  # TA101
    assert (tmp_path / "state.sav").exists()


def test_sleep_after_a_wait_polling_every_fifth(start_stream, wait_for):
    stream = start_stream()
    wait_for(lambda: stream.ready, 10, period=0.2)
    time.sleep(5)  # TA101
    assert stream.received == []


def test_sleep_through_a_backoff_the_server_asks_for(fake_server, client):
    fake_server.answer("/items", headers={"backoff": 0.2})
    client.items()
    time.sleep(0.3)
    assert client.backoff_until < time.time()


def test_sleep_shorter_than_a_backoff(fake_server, client):
    fake_server.answer("/items", headers={"Retry-Backoff": 5})
    client.items()
    time.sleep(0.3)  # TA101
    assert client.backoff_until > time.time()


def test_sleep_through_a_restart_window(supervisor):
    strategy = supervisor.restarts(max_restarts=1, window=timedelta(seconds=0.05))
    strategy.failed()
    time.sleep(0.06)
    assert strategy.allows_restart()
