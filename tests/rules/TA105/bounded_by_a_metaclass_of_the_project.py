# filename: tests/test_workers.py
# The project's base class gets a metaclass that wraps every test in a
# green-thread time limit: a loop in those tests is bounded by it.
import threading

import gevent

import relay.testing as testing


class WorkerTests(testing.LimitedCase):
    def test_worker_finishes(self):
        worker = gevent.spawn(sum, [1, 2])
        while not worker.dead:
            gevent.sleep(0.01)
        self.assertEqual(worker.value, 3)

    def test_thread_joins(self):
        thread = threading.Thread(target=sum, args=([1],))
        thread.start()
        thread.join()
        self.assertFalse(thread.is_alive())


class TracedWorkerTests(testing.UnlimitedCase):
    def test_worker_finishes(self):
        worker = gevent.spawn(sum, [1, 2])
        while not worker.dead:  # TA105
            gevent.sleep(0.01)
        self.assertEqual(worker.value, 3)
