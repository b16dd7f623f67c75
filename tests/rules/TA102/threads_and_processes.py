import multiprocessing
import queue
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


class TestDaemonWorkers:
    def _drain(self):
        # Only ever a daemon thread's target: blocked for good, it does not
        # keep the run alive.
        while True:
            self.jobs.get()
            self.jobs.task_done()

    def _serve(self):
        while True:
            self.jobs.get()  # TA102
            self.jobs.task_done()

    def test_daemon_workers_drain_the_queue(self):
        self.jobs = queue.Queue()
        for _ in range(3):
            worker = threading.Thread(target=self._drain)
            worker.daemon = True
            worker.start()
        threading.Thread(target=self._drain, daemon=True).start()
        self.jobs.put(1)
        assert self.jobs.qsize() <= 1

    def test_plain_workers_serve_the_queue(self):
        self.jobs = queue.Queue()
        threading.Thread(target=self._serve).start()
        self.jobs.put(1)
        assert self.jobs.qsize() <= 1
