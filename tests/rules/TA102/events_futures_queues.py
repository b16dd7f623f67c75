import queue
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from subprocess import check_output as run_and_read

from shop import billing


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
    proc = subprocess.Popen([sys.executable, "-m", "shop.worker"])
    proc.wait()  # TA102


def test_popen_communicate():
    proc = subprocess.Popen([sys.executable, "-m", "shop.worker"])
    proc.communicate()  # TA102


def test_subprocess_functions():
    subprocess.run([sys.executable, "-m", "shop.worker"])  # TA102
    subprocess.check_call(["python3", "-m", "shop.worker"])  # TA102
    run_and_read(["python", "tools/seed.py"])  # TA102


def test_worker_waits_for_the_tests_own_signal(pool):
    # Only the test sets `finish`: no code under test can keep it unset.
    finish = threading.Event()

    def job():
        finish.wait()

    pool.submit(job)
    assert pool.busy_workers == 1
    finish.set()


def test_worker_waits_for_what_the_code_under_test_sets(pool, service):
    finish = threading.Event()

    def job():
        finish.wait()  # TA102

    service.on_idle(finish.set)
    pool.submit(job)


def test_helper_waits_in_line_before_the_test_signals():
    # Called in line, the helper blocks the test before it can set the event.
    finish = threading.Event()

    def wait_for_finish():
        finish.wait()  # TA102

    wait_for_finish()
    finish.set()


def test_every_result_is_collected(workers):
    done = queue.Queue()
    workers.run_all(done.put)
    # As many gets as the queue holds: none of them can block.
    results = sorted(done.get() for _ in range(done.qsize()))
    for _ in range(done.qsize()):
        results.append(done.get())
    assert results == [1, 2, 3]
    done.get()  # TA102


def test_every_reported_latency_is_summed(workers):
    latencies = queue.Queue()
    workers.run_all(latencies.put)
    total = 0.0
    for _ in range(3):
        if latencies.empty():
            # A worker that reported nothing is skipped, not waited for.
            continue
        total += latencies.get()
    assert total >= 0.0


def test_every_finished_job_is_drained(workers):
    finished = queue.Queue()
    workers.run_all(finished.put)
    jobs = []
    while not finished.empty():
        jobs.append(finished.get())
    while finished.qsize() > 0:
        jobs.append(finished.get())
    assert len(jobs) == 3


def test_drained_while_another_queue_has_items(workers):
    finished, started = queue.Queue(), queue.Queue()
    workers.run_all(finished.put)
    while not started.empty():
        finished.get()  # TA102
    assert started.qsize() == 0


def test_latencies_read_without_looking(workers):
    latencies = queue.Queue()
    workers.run_all(latencies.put)
    total = 0.0
    for _ in range(3):
        if latencies.empty():
            print("nothing yet")
        total += latencies.get()  # TA102
    assert total >= 0.0


def test_threads_wait_at_a_gate_the_test_opens():
    gate = threading.Event()
    workers = [
        threading.Thread(target=lambda: (gate.wait(), billing.charge(1))) for _ in range(3)
    ]
    for worker in workers:
        worker.start()
    gate.set()
    for worker in workers:
        worker.join(5)


def test_a_gate_the_test_never_opens():
    gate = threading.Event()
    worker = threading.Thread(target=lambda: (gate.wait(), billing.charge(1)))  # TA102
    worker.start()
    worker.join(5)


def test_a_gate_waited_on_in_line_before_it_opens():
    gate = threading.Event()
    (lambda: gate.wait())()  # TA102
    gate.set()
