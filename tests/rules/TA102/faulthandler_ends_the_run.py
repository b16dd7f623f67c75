import threading


def test_join_ends_with_the_run(worker):
    thread = threading.Thread(target=worker.run)
    thread.start()
    thread.join()
    assert worker.done
