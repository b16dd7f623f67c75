import threading


def test_join_hangs_the_run_after_the_dump(worker):
    thread = threading.Thread(target=worker.run)
    thread.start()
    thread.join()  # TA102
    assert worker.done
