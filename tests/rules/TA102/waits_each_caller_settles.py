"""A function of the module that waits on the event its callers hand it,
where every caller sets that event itself: the code under test cannot keep
the wait from ending."""
import threading

from jobs import app


@app
def gated_double(x, gate: threading.Event):
    gate.wait()
    return 2 * x


@app
def gated_triple(x, gate: threading.Event):
    gate.wait()  # TA102
    return 3 * x


def test_doubles_once_released():
    gate = threading.Event()
    first = gated_double(10, gate)
    second = gated_double(first, gate=gate)
    gate.set()
    assert second.result(timeout=5) == 40


def test_triples_when_the_worker_releases(worker):
    gate = threading.Event()
    worker.on_ready(gate.set)
    assert gated_triple(1, gate).result(timeout=5) == 3
