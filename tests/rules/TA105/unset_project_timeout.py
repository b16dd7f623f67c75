import time


def test_timeout_zero_turns_it_off(worker):
    while not worker.done():  # TA105
        time.sleep(0.1)
