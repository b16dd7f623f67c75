# flags: --select TA0 --extend-select TA10
# A prefix more specific than TA turns on the opt-in codes under it.
import time


def test_time_read_with_only_prefixes():
    assert time.time() > 0  # TA104
