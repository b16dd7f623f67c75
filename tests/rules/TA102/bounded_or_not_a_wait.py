import queue
import subprocess
import threading
from concurrent.futures import ThreadPoolExecutor


def test_bounded_waits():
    thread = threading.Thread(target=print)
    thread.join(5)
    thread.join(timeout=5)
    ready = threading.Event()
    assert ready.wait(timeout=1) is False
    with ThreadPoolExecutor() as pool:
        assert pool.submit(print).result(timeout=5) is None
    inbox = queue.Queue()
    inbox.get(timeout=1)
    inbox.get(True, 1)
    inbox.get(False)
    inbox.get(block=False)
    inbox.get_nowait()
    proc = subprocess.Popen(["true"])
    proc.wait(timeout=10)
    proc.communicate(timeout=10)
    proc.communicate(None, 10)
    subprocess.run(["true"], timeout=10)


def test_kwargs_may_carry_a_timeout(options):
    subprocess.run(["true"], **options)


def test_joins_that_are_not_threads():
    words = ["a", "b"]
    assert ",".join(words) == "a,b"
    separator = ", "
    assert separator.join(words)
    config = {"key": 1}
    assert config.get("key") == 1


def test_unknown_receivers_are_not_reported(server, client):
    server.wait()
    client.result()
    client.get()


def test_dict_get_without_arguments_is_not_a_queue():
    cache = {}
    cache.get()


def start_background():
    runner = threading.Thread(target=print)
    runner.start()


def test_a_name_bound_only_inside_another_function():
    runner.join()  # noqa: F821 - not a module-level name: unknown


def test_result_read_after_the_pool_finished():
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor() as pool:
        future = pool.submit(print, 1)
    assert future.result() is None
