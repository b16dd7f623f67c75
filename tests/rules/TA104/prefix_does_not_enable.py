# flags: --select TA1 --extend-select TA10
import time


def test_time_read_with_only_prefixes():
    assert time.time() > 0
