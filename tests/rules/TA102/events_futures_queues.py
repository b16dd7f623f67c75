import queue
import subprocess
import threading
from concurrent.futures import ThreadPoolExecutor
from subprocess import check_output as run_and_read


def test_event_wait():
    ready = threading.Event()
    ready.wait()  # TA102


def test_condition_and_barrier():
    condition = threading.Condition()
    barrier = threading.Barrier(2)
    with condition:
        condition.wait()  # TA102
    barrier.wait()  # TA102


def test_future_from_executor():
    pool = ThreadPoolExecutor()
    future = pool.submit(print)
    future.result()  # TA102
    future.exception()  # TA102
    pool.shutdown(wait=False)


def test_future_in_the_executors_block():
    # Leaving the block waits for the future anyway: a timeout on the
    # result would only move a hang to the block's end.
    with ThreadPoolExecutor() as pool:
        future = pool.submit(print)
        future.result()


def test_blocking_queue_get():
    inbox = queue.Queue()
    inbox.get()  # TA102
    inbox.get(True)  # TA102
    inbox.get(block=True)  # TA102


def test_popen_wait():
    proc = subprocess.Popen(["true"])
    proc.wait()  # TA102


def test_popen_communicate():
    proc = subprocess.Popen(["true"])
    proc.communicate()  # TA102


def test_subprocess_functions():
    subprocess.run(["true"])  # TA102
    subprocess.check_call(["true"])  # TA102
    run_and_read(["true"])  # TA102
