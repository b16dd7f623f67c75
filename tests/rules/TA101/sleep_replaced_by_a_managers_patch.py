# A context manager of the project that patches time.sleep while it is open:
# the sleeps run under it, or in functions the test nests and runs under it,
# call the fake.
import asyncio
import time

from tests.fake_time import fake_time, fake_time_for_a_loop, quiet_output


def test_progress_under_a_fake_clock(bar):
    with fake_time() as clock:
        bar.start()
        time.sleep(1)
    assert clock.now == 1


def test_work_nested_in_the_test_runs_under_the_fake(profiler):
    def work():
        time.sleep(0.5)

    loop = asyncio.new_event_loop()
    with fake_time_for_a_loop(loop):
        work()
    assert profiler.samples()


def test_sleep_before_the_fake(bar):
    bar.start()
    time.sleep(1)  # TA101
    with fake_time():
        assert bar.elapsed >= 1


def test_a_manager_that_replaces_nothing(bar):
    with quiet_output():
        time.sleep(1)  # TA101
    assert bar.elapsed
