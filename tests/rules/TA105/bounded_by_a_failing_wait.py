# Each pass waits a limited time and then asserts on what it waited for: a
# wait that runs out fails the test, so the loop cannot spin for ever.


def test_each_pass_fails_when_its_join_runs_out(worker):
    while worker.current_thread is not None:
        thread = worker.current_thread
        thread.join(timeout=5)
        assert not thread.is_alive()


def test_each_pass_asserts_its_wait(worker):
    while worker.pending():
        assert worker.progressed.wait(1)
        worker.progressed.clear()
