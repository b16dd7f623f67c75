# flags: --select TA
import time


def test_time_read_without_opt_in():
    assert time.time() > 0
