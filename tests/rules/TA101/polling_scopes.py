import time

WARMED = []
while not WARMED:
    WARMED.append(time.monotonic())
    time.sleep(0.01)


def test_sleep_in_an_inner_fixed_loop_of_a_polling_loop(job):
    while not job.done():
        for _ in range(3):
            time.sleep(0.05)
    assert job.done()


def test_sleep_in_a_function_defined_in_a_polling_loop(job):
    while not job.done():
        def pause():
            time.sleep(1)  # TA101

        pause()
        job.run()
    assert job.done()


def test_sleep_in_a_lambda_started_in_a_polling_loop(executor, job):
    while not job.done():
        executor.submit(lambda: time.sleep(1))  # TA101
    assert job.done()


def test_sleep_in_a_polling_loops_else(job):
    for _ in range(10):
        if job.done():
            break
    else:
        time.sleep(1)
    assert job.done()


def stable_state(job):
    seen = []
    for _ in range(20):
        seen.append(job.state())
        for earlier, later in zip(seen, seen[1:]):
            if earlier == later:
                return later
        time.sleep(0.05)
    raise AssertionError("the state never settled")


def test_sleep_in_a_loop_whose_inner_loop_only_breaks(job):
    for _ in range(3):
        for step in job.steps():
            if step.failed:
                break
        time.sleep(1)  # TA101
    assert job.done()


def test_sleep_after_a_polling_loop(job):
    while not job.done():
        job.poke()
    time.sleep(1)  # TA101
    assert job.done()


class TestPolling:
    def test_sleep_in_a_method_polling_loop(self, job):
        while not job.done():
            time.sleep(0.05)
        assert job.done()

    def test_fixed_loop_in_a_method(self, job):
        for _ in range(2):
            time.sleep(0.05)  # TA101
        assert job.done()
