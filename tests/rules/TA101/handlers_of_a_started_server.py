"""A handler handed to a helper named for starting a server answers the code
under test, late on purpose; a function handed to a helper that starts
plain work beside the test still holds the test's own work."""
import time
import unittest


class SocketLevelTests(unittest.TestCase):
    def test_trailers_arrive_late(self):
        def socket_handler(listener):
            sock = listener.accept()[0]
            time.sleep(0.5)
            sock.send(b"trailers")
            sock.close()

        self._start_server(socket_handler)
        self.assertEqual(self.client().trailers(), b"trailers")


def test_worker_churns(start_worker):
    def churn():
        time.sleep(0.5)  # TA101

    start_worker(churn, name="churner")
