import multiprocessing
import subprocess
import sys
import threading
from threading import Thread as T


class Worker(threading.Thread):
    pass


def test_thread_join_without_timeout():
    thread = threading.Thread(target=print)
    thread.start()
    thread.join()  # TA102


def test_aliased_thread_and_subclass():
    first = T(target=print)
    second = Worker()
    first.join()  # TA102
    second.join()  # TA102


def test_joined_in_a_loop():
    threads = [threading.Thread(target=print) for _ in range(3)]
    for thread in threads:
        thread.join()  # TA102


def test_appended_threads():
    threads = []
    for _ in range(3):
        threads.append(threading.Thread(target=print))
    for thread in threads:
        thread.join()  # TA102


def test_process_join():
    process = multiprocessing.Process(target=print)
    process.start()
    process.join()  # TA102


def test_thread_created_inline():
    threading.Thread(target=print).join()  # TA102


def test_none_first_then_thread():
    thread = None
    thread = threading.Thread(target=print)
    thread.join()  # TA102


def test_annotated_parameter(thread: threading.Thread):
    thread.join()  # TA102


class TestServer:
    def setup_method(self):
        self.thread = threading.Thread(target=print)

    def test_stop(self):
        self.thread.join()  # TA102


class LiveServer:
    def __enter__(self):
        self._proc = subprocess.Popen(["server"])
        return self

    def __exit__(self, *exc_info):
        self._proc.terminate()
        self._proc.wait()  # TA102
        self._proc = None


EDITION = subprocess.check_output(["uname", "-r"]) if sys.platform == "linux" else b""


def pytest_sessionfinish(session):
    subprocess.run(["sync"])


def test_probe_in_a_test_is_still_reported():
    subprocess.run([sys.executable, "-m", "shop.probe"])  # TA102
