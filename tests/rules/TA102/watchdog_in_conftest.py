import threading


def test_worker_finishes_under_the_runs_watchdog(worker):
    thread = threading.Thread(target=worker.run)
    thread.start()
    thread.join()
    assert worker.done
