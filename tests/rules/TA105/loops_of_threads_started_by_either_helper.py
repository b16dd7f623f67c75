"""A helper defined twice, once in a `try` and again in its
`except ImportError`, starts what it is given beside the test in both: the
loop in that function runs in its own thread. A function the test calls
itself runs in the test."""
import time

try:
    import eventlet

    def start_beside(work):
        eventlet.spawn_n(work)
except ImportError:
    import threading

    def start_beside(work):
        threading.Thread(target=work).start()


def test_workers_share_the_queue(queue):
    def first():
        while not queue.empty():
            time.sleep(0.01)

    def second():
        while queue.empty():  # TA105
            time.sleep(0.01)

    start_beside(first)
    second()
    queue.join()
