"""A wait in the run of a Thread subclass whose __init__ makes each of its
threads a daemon blocks only that thread, which does not keep the run alive;
the test's own wait on it is what is reported."""
import threading

from ledger import Ledger


def test_a_daemon_subclass_waits_for_the_test():
    started = threading.Event()
    stopped = threading.Event()

    class Listener(threading.Thread):
        def __init__(self):
            super().__init__()
            self.daemon = True

        def run(self):
            Ledger().listen()
            started.set()
            stopped.wait()

    Listener().start()
    started.wait()  # TA102
    stopped.set()


def test_a_subclass_that_keeps_the_run_alive():
    closed = threading.Event()
    ledger = Ledger(on_close=closed.set)

    class Listener(threading.Thread):
        def run(self):
            ledger.listen()
            closed.wait()  # TA102

    listener = Listener()
    listener.start()
    ledger.close()
    listener.join(5)
