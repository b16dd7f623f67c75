"""An absence checked after a sleep, of something the test showed present
before it: the thing going away is the outcome, and a slow system leaves
it there and fails the test."""
import asyncio
import re
import time


def test_unsubscribed_topic_is_emptied(broker, client):
    client.subscribe("/topic")
    assert "/topic" in broker.subscriptions
    subscribers = broker.subscriptions["/topic"]
    assert len(subscribers) == 1
    client.unsubscribe("/topic")
    time.sleep(0.1)
    assert broker.subscriptions["/topic"] == []


def test_cancelled_job_is_removed_from_the_queue(queue, job):
    queue.put(job)
    assert job in queue.pending
    job.cancel()
    time.sleep(0.1)
    assert job not in queue.pending


def test_never_retained_topic_stays_absent(broker, client):
    client.publish("/topic", b"", retain=True)
    assert client.connected
    time.sleep(0.1)  # TA103
    assert "/topic" not in broker.retained


def test_closed_server_drops_its_waiters(server):
    server.notify()
    assert len(server.waiters) == 1
    server.close()
    time.sleep(0.1)
    assert len(server.waiters) == 0


def test_counted_before_in_the_unittest_spelling(self, server):
    self.assertEqual(1, len(server.waiters))
    server.close()
    time.sleep(0.1)
    self.assertEqual(0, len(server.waiters))


def test_count_of_something_else_never_shown(server):
    assert len(server.listeners) == 1
    server.close()
    time.sleep(0.1)  # TA103
    assert len(server.waiters) == 0


def test_files_listed_before_the_cleanup_runs(store):
    def session_files():
        return [name for name in store.listing() if name.startswith("session-")]

    store.close_all()
    assert session_files() != []
    time.sleep(2)
    assert session_files() == []


def test_a_listing_never_shown_before(store):
    def session_files():
        return [name for name in store.listing() if name.startswith("session-")]

    assert store.lock_files() != []
    time.sleep(2)  # TA103
    assert session_files() == []


async def test_second_connection_waits_for_the_first(connector):
    acquired = False

    async def second():
        nonlocal acquired
        await connector.connect()
        acquired = True

    task = asyncio.get_running_loop().create_task(second())
    # The same short wait after the release is shown to be enough for the
    # second connection: its absence before the release is the outcome.
    await asyncio.sleep(0.01)
    assert not acquired
    connector.release()
    await asyncio.sleep(0)
    assert acquired
    await task


async def test_second_connection_needs_a_longer_wait_later(connector):
    acquired = False

    async def second():
        nonlocal acquired
        await connector.connect()
        acquired = True

    task = asyncio.get_running_loop().create_task(second())
    await asyncio.sleep(0.01)  # TA103
    assert not acquired
    connector.release()
    await asyncio.sleep(0.5)
    assert acquired
    await task


async def test_timer_fires_only_when_due(timer_factory):
    fired = []
    timer = timer_factory(fired.append)
    timer.reschedule(0.1)
    # Counted: none before it is due, one just after; the shorter second
    # wait is shown to be enough, so the first absence is the outcome.
    await asyncio.sleep(0.09)
    assert len(fired) == 0
    await asyncio.sleep(0.02)
    assert len(fired) == 1


async def test_timer_count_after_a_longer_wait(timer_factory):
    fired = []
    timer = timer_factory(fired.append)
    timer.reschedule(0.1)
    await asyncio.sleep(0.05)  # TA103
    assert len(fired) == 0
    await asyncio.sleep(0.2)
    assert len(fired) == 1


async def test_nothing_is_sent_while_paused(connection, transport):
    connection.pause_writing()
    connection.send_fragments(2)
    await asyncio.sleep(0.02)
    paused = [frame for frame in transport.drain() if frame.kind == "data"]
    assert paused == []
    connection.resume_writing()
    await asyncio.sleep(0.02)
    resumed = [frame for frame in transport.drain() if frame.kind == "data"]
    assert len(resumed) == 2


async def test_nothing_is_sent_while_paused_then_something_else_is_read(connection, transport):
    connection.pause_writing()
    connection.send_fragments(2)
    await asyncio.sleep(0.02)  # TA103
    paused = [frame for frame in transport.drain() if frame.kind == "data"]
    assert paused == []
    connection.resume_writing()
    await asyncio.sleep(0.02)
    acks = [frame for frame in transport.drain() if frame.kind == "ack"]
    assert len(acks) == 2


def test_service_gone_from_the_health_listing(agent):
    agent.register("web")
    _index, nodes = agent.health("web")
    assert [node["ID"] for node in nodes] == ["web"]
    agent.deregister("web")
    time.sleep(0.04)
    _index, nodes = agent.health("web")
    assert [node["ID"] for node in nodes] == []


def test_maintenance_check_read_again_under_another_name(agent):
    agent.maintenance(True)
    checks_before = agent.checks()
    assert "_maintenance" in checks_before
    agent.maintenance(False)
    time.sleep(0.04)
    checks_after = agent.checks()
    assert "_maintenance" not in checks_after


def test_a_different_call_read_before(agent):
    nodes_before = agent.nodes()
    assert nodes_before
    agent.maintenance(False)
    time.sleep(0.04)  # TA103
    checks_after = agent.checks()
    assert "_maintenance" not in checks_after


def test_only_the_last_call_is_made(debounce):
    calls = []
    debounced = debounce(calls.append, 15)
    debounced(1)
    time.sleep(0.01)
    debounced(2)
    assert calls == []
    time.sleep(0.05)
    # The whole record: a late first call would show here.
    assert calls == [2]


def test_only_a_count_after_a_longer_wait(debounce):
    calls = []
    debounced = debounce(calls.append, 15)
    debounced(1)
    time.sleep(0.01)  # TA103
    debounced(2)
    assert calls == []
    time.sleep(0.05)
    assert len(calls) == 1


SETTLE = 0.01


def test_led_follows_the_button_after_the_same_wait(led, button):
    led.source = button.values
    time.sleep(SETTLE)
    assert not led.value
    button.press()
    time.sleep(SETTLE)
    assert led.value


def test_led_follows_the_button_after_another_wait(led, button, pause):
    led.source = button.values
    time.sleep(SETTLE)  # TA103
    assert not led.value
    button.press()
    time.sleep(pause)
    assert led.value


def test_owner_changed_and_changed_back(radio):
    radio.set_owner("Bob")
    time.sleep(SETTLE)
    assert not re.search("Owner: Joe", radio.info())
    radio.reboot()
    time.sleep(SETTLE)
    radio.set_owner("Joe")
    time.sleep(SETTLE)
    assert re.search("Owner: Joe", radio.info())


def test_owner_shown_only_after_a_longer_wait_between(radio, pause):
    radio.set_owner("Bob")
    time.sleep(SETTLE)  # TA103
    assert not re.search("Owner: Joe", radio.info())
    time.sleep(pause)
    radio.set_owner("Joe")
    time.sleep(SETTLE)
    assert re.search("Owner: Joe", radio.info())
