import threading
import time

import pytest

from tests.support import stub_server, run_app


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
