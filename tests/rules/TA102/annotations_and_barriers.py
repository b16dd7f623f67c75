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


def test_a_starting_line_for_the_tests_own_threads(counter):
    barrier = threading.Barrier(4)

    def increment():
        barrier.wait()
        counter.increment()

    threads = [threading.Thread(target=increment) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(5)
    assert counter.value == 4


def test_a_starting_line_behind_plain_reads(counters):
    barrier = threading.Barrier(3)

    def increment(index):
        # Only reads before the line: nothing can hold a party up.
        counter = counters[index].shared
        barrier.wait()
        counter.increment()

    threads = [threading.Thread(target=increment, args=(i,)) for i in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(5)
    assert counters[0].shared.value == 3


def test_a_starting_line_behind_a_declaration(counter):
    barrier = threading.Barrier(3)
    calls = 0

    def increment():
        nonlocal calls
        barrier.wait()
        counter.increment()
        calls += 1

    threads = [threading.Thread(target=increment) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(5)
    assert calls == 3


def test_a_barrier_after_work_is_still_a_wait(counter):
    barrier = threading.Barrier(2)

    def increment():
        counter.increment()
        barrier.wait()  # TA102

    threading.Thread(target=increment).start()
    barrier.wait()  # TA102
    assert counter.value == 1
