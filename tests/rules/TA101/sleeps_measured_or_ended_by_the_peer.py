# A sleep the test times, reached through a compound statement or a helper
# of the file; and a retry loop a caught exception ends. And their look-alikes
# that still wait.
import asyncio
import os
import socket
import time


async def test_a_task_run_under_no_limit_takes_its_time(timeout):
    async def slow_task():
        await asyncio.sleep(0.1)
        return "done"

    loop = asyncio.get_running_loop()
    started = loop.time()
    async with timeout(None):
        result = await slow_task()
    assert result == "done"
    assert 0.09 < loop.time() - started < 0.3


def pause_briefly():
    time.sleep(0.05)


def test_a_helper_is_timed_in_a_loop():
    started = time.monotonic()
    for _ in range(3):
        pause_briefly()
    assert time.monotonic() - started >= 0.15


def wait_for_the_worker():
    time.sleep(0.2)  # TA101


def test_a_helper_called_before_the_clock_read_waits(worker):
    worker.start()
    wait_for_the_worker()
    started = time.monotonic()
    assert worker.done
    assert time.monotonic() - started < 1


def stop_the_server(port):
    connection = socket.create_connection(("localhost", port), timeout=5)
    try:
        for _ in range(10):
            connection.sendall(b"exit\n")
            connection.recv(1)
            time.sleep(0.1)
    except ConnectionResetError:  # the server hung up
        pass
    connection.close()


def test_each_order_is_sent_in_turn(client, orders):
    try:
        for order in orders:
            client.send(order)
            time.sleep(0.1)  # TA101
    except ConnectionError:
        pass
    assert client.sent == orders


async def test_a_wait_inside_a_measured_block_still_waits(resolver, timeout):
    started = time.monotonic()
    async with timeout(5):
        task = asyncio.ensure_future(resolver.request())
        await asyncio.sleep(0.1)  # TA101
        assert not task.done()
    assert time.monotonic() - started < 1


def test_pacing_between_rounds(user):
    previous = time.perf_counter()
    for _ in range(5):
        user.wait()
        since = time.perf_counter() - previous
        assert abs(0.1 - since) < 0.02
        previous = time.perf_counter()
        time.sleep(0.05)


def test_pause_between_rounds_is_not_measured(user):
    for _ in range(5):
        started = time.perf_counter()
        user.wait()
        assert time.perf_counter() - started < 1
        previous = time.perf_counter()
        time.sleep(0.05)  # TA101
        user.reset(previous)


def test_server_stays_idle_between_requests(server):
    # CPU time read before and after the idle window: the sleep is what is measured.
    before = os.times()
    time.sleep(0.2)
    after = os.times()
    assert (after.user - before.user) + (after.system - before.system) < 0.05


def test_other_reads_around_a_sleep(server):
    before = server.stats()
    time.sleep(0.2)  # TA101
    after = server.stats()
    assert after.requests - before.requests == 0
