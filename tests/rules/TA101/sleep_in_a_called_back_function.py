import asyncio
import threading
import time

import pytest

from shop import Notifier
from tests.support import queue, run_app, stub_server


def answer_late(connection, address):
    connection.recv(1024)
    time.sleep(2)
    connection.sendall(b"late")


def test_client_gives_up_on_a_slow_server(client_factory):
    with stub_server(answer_late) as address:
        client = client_factory(address, timeout=0.1)
        with pytest.raises(TimeoutError):
            client.fetch()


def test_slow_view_under_a_keyword(client_factory):
    def slow_view(request):
        time.sleep(0.5)
        return "done"

    with run_app(view=slow_view) as address:
        assert client_factory(address).fetch() == "done"


def started_beside_the_test(log):
    time.sleep(1)  # TA101
    log.append("ready")


def test_thread_target_is_the_tests_own_work():
    log = []
    worker = threading.Thread(target=started_beside_the_test, args=(log,))
    worker.start()
    worker.join(5)
    assert log == ["ready"]


def handed_on_and_called(connection, address):
    time.sleep(1)  # TA101


def test_a_function_the_test_also_calls_itself():
    with stub_server(handed_on_and_called):
        handed_on_and_called(None, None)
    assert True


def submitted(results):
    time.sleep(0.5)  # TA101
    results.append(1)


def test_submitted_work_is_the_tests_own(executor):
    results = []
    executor.submit(submitted, results).result(timeout=5)
    assert results == [1]


def test_sleep_in_the_test_itself_is_still_read():
    with stub_server(answer_late):
        time.sleep(1)  # TA101
    assert True


def test_slow_reply_callback_as_a_lambda(client):
    client.on_reply(lambda reply: time.sleep(0.2))
    assert client.fetch() == "done"


def wsgify(app):
    return app


@wsgify
def stalling_app(request):
    time.sleep(2)
    return "late"


def test_decorated_handler_given_to_a_stub_server(client_factory):
    with stub_server(stalling_app) as address:
        with pytest.raises(TimeoutError):
            client_factory(address, timeout=0.1).fetch()


def test_slow_serializer_handed_to_the_cache_as_an_attribute(cache):
    class SlowSerializer:
        def __init__(self, inner):
            self._inner = inner

        def dumps(self, value):
            time.sleep(0.01)
            return self._inner.dumps(value)

    cache.serializer = SlowSerializer(cache.serializer)
    cache.set("key", 1)
    assert cache.get("key") == 1


class StallingHandler:
    def handle(self):
        time.sleep(1)


def test_handler_class_given_to_a_server(server_factory):
    with server_factory(StallingHandler) as server:
        assert server.request(timeout=0.1) is None


def test_callback_stored_on_the_object_under_test(cache):
    def load_slowly(key):
        time.sleep(0.2)
        return key

    cache.on_miss = load_slowly
    assert cache.get("k") == "k"


class UnresponsiveAuth:
    def check_password(self, user, password):
        # The transport asks this once the client logs in: a peer that
        # stalls, so the client's auth timeout must fire.
        time.sleep(5)
        return False


def test_login_times_out_on_a_stalling_server(transport):
    auth = UnresponsiveAuth()
    transport.start_server(auth)
    assert transport.login("ann", "pw", timeout=0.1) is None


class SlowClock:
    def tick(self):
        time.sleep(0.1)  # TA101


def test_a_method_the_file_calls_itself(scheduler):
    clock = SlowClock()
    scheduler.use(clock)
    clock.tick()
    assert scheduler.ticks == 1


class Pinger(threading.Thread):
    def run(self):
        time.sleep(0.3)  # TA101


def test_a_thread_class_is_the_tests_own_work():
    pinger = Pinger()
    pinger.start()
    pinger.join(5)
    assert not pinger.is_alive()


def test_a_local_coroutine_only_inspected(inspect_async):
    async def f():
        await asyncio.sleep(0.1)

    assert inspect_async(f)


def test_a_local_function_of_the_same_name_called_in_line():
    def f():
        time.sleep(0.1)  # TA101

    f()
    assert True


def test_a_function_a_wrapper_runs_in_line(async_to_sync):
    async def fetch():
        await asyncio.sleep(1)  # TA101

    async_to_sync(fetch)()
    assert True


def test_a_second_slow_serializer_of_the_same_name(cache):
    class SlowSerializer:
        def loads(self, data):
            time.sleep(0.01)
            return data

    cache.serializer = SlowSerializer()
    assert cache.get("key") is None


async def test_a_wrapped_function_kept_and_awaited(sync_to_async):
    def blocking():
        time.sleep(1)  # TA101

    run = sync_to_async(blocking)
    assert await run() is None


def test_a_function_a_fixture_starts_in_a_thread(spawn_thread):
    def keep_sending():
        time.sleep(0.5)  # TA101

    spawn_thread(keep_sending)
    assert True


def test_handlers_in_a_list_given_to_a_server(ae):
    def handle_store(event):
        time.sleep(5)
        return 0x0000

    server = ae.start_server(("localhost", 0), evt_handlers=[("store", handle_store)])
    assert ae.send_store(timeout=0.2) is None
    server.shutdown()


def test_an_initializer_given_to_a_pool(thread_pool):
    pool = thread_pool(nodes=2, initializer=lambda: time.sleep(0.6))
    assert pool.map(abs, [-1]) == [1]


def test_the_function_a_starter_is_first_handed(start_worker):
    def churn():
        time.sleep(0.5)  # TA101

    start_worker(churn, name="churner")


@queue.job
def slow_job(seconds):
    # Only the job queue runs it (through .enqueue): the sleep is its length.
    time.sleep(seconds)


@queue.job
def job_run_in_line_too(seconds):
    time.sleep(seconds)  # TA101


def test_jobs_finish_in_order(worker):
    slow_job.enqueue(0.2)
    job_run_in_line_too.enqueue(0.1)
    job_run_in_line_too(0.1)
    worker.drain()
    assert worker.finished == ["slow_job", "job_run_in_line_too"]


def test_stalling_handlers_repeated(terminate_all):
    def stall():
        time.sleep(3)

    def kill():
        pass

    # Handed in a repeated literal list: the code under test calls them.
    terminate_all([(stall, kill)] * 4, timeout=1)


def test_stub_answers_later_from_its_own_thread(client):
    def answer_later(reply):
        time.sleep(0.5)
        reply("late")

    def send_stub(message, reply):
        threading.Thread(target=answer_later, args=[reply]).start()

    client.transport.send = send_stub
    assert client.request("ping") == "late"


def test_the_tests_own_thread_still_counts(client):
    def push_later():
        time.sleep(0.5)  # TA101
        client.push("late")

    threading.Thread(target=push_later).start()
    assert client.wait_for_push() == "late"


def test_helper_the_stored_callback_calls(server):
    def square_slowly(value):
        time.sleep(0.2)
        return value * value

    def on_connect(request):
        request.reply(square_slowly(3))

    server.on_connect = on_connect
    assert server.handshake().reply == 9


def test_helper_the_test_calls_too(server):
    def square_slowly(value):
        time.sleep(0.2)  # TA101
        return value * value

    def on_connect(request):
        request.reply(square_slowly(3))

    server.on_connect = on_connect
    assert square_slowly(2) == 4


async def test_stub_called_only_from_lambdas_handed_over(race):
    async def attempt(index):
        if index == 0:
            await asyncio.sleep(0.1)
            raise ValueError(index)
        return index

    winner = await race([lambda: attempt(0), lambda: attempt(1)], delay=10)
    assert winner == 1


class TestAbandonedSends:
    def test_a_slow_send_is_abandoned(self, manager):
        # A lambda stored on the service as its method: the code under
        # test calls it, and its sleep is the slow service's.
        service = Notifier()
        service.send = lambda **kw: (time.sleep(1.0), False)[1]
        assert manager.notify(service) is False


def test_a_slow_step_of_the_test(manager):
    step = lambda: time.sleep(0.2)  # noqa: E731  # TA101
    step()
    assert manager.idle
