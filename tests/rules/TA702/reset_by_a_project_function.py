# A function of the project that rebinds the module's globals puts back
# what a test set on that module; when the test calls it at its end, the
# put-back happens only if nothing fails first.
from gauge import meter
from gauge.meter import count_call, describe, reset_meter


def test_cached_miss_is_dropped():
    meter._resolved = True  # TA702
    assert describe() == "resolved=True"
    reset_meter()


def test_the_helper_puts_back_another_global():
    meter._calls = 5  # TA702
    count_call()
    assert meter._calls == 6


def test_the_helper_only_reads():
    meter._resolved = True  # TA702
    assert describe() == "resolved=True"


def test_put_back_whatever_happens():
    meter._resolved = True
    try:
        assert describe() == "resolved=True"
    finally:
        reset_meter()
