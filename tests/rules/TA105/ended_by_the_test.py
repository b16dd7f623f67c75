import threading
import time
import unittest


class Rejections(unittest.TestCase):
    def test_full_pool_rejects_work(self):
        # The worker spins until the test's own cleanup sets `release`.
        release = threading.Event()
        self.addCleanup(release.set)

        def occupy(delay):
            while not release.is_set():
                release.wait(delay)

        self.pool.submit(occupy, 0.1)
        with self.assertRaises(RuntimeError):
            self.pool.submit(print)


def test_worker_stops_when_the_test_says(pool):
    stop = threading.Event()

    def spin():
        while not stop.is_set():
            time.sleep(0.05)

    pool.submit(spin)
    assert pool.busy
    stop.set()


def test_polls_what_the_code_under_test_sets(service):
    idle = threading.Event()
    service.on_idle(idle.set)

    def wait_until_idle():
        while not idle.is_set():  # TA105
            time.sleep(0.05)

    wait_until_idle()
    assert service.queue_length == 0


def test_polls_in_line_what_it_sets_later():
    done = threading.Event()

    def wait_done():
        while not done.is_set():  # TA105
            time.sleep(0.05)

    wait_done()
    done.set()
