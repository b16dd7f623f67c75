import queue
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import subprocess


def start() -> threading.Thread:
    return make_it_somehow()  # noqa: F821


def test_return_annotation_names_a_thread():
    worker = start()
    worker.join()  # TA102


def test_subscripted_parameter_annotation(inbox: queue.Queue[int]):
    inbox.get()  # TA102


def test_string_annotation(proc: "subprocess.Popen[bytes]"):
    proc.wait()  # TA102


def test_barrier_with_a_default_timeout_is_bounded():
    barrier = threading.Barrier(2, timeout=0.3)
    barrier.wait()
    other = threading.Barrier(2, None, 5)
    other.wait()
