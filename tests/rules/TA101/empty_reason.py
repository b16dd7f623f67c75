import time


def test_empty_reason_on_the_line():
    time.sleep(1)  # real-timer:  # TA101


def test_empty_reason_above():
    # real-timer:
    time.sleep(1)  # TA101
