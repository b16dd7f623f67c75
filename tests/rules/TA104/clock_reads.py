# flags: --extend-select TA104
import datetime as dt
import time
from datetime import date, datetime
from time import monotonic as now

import pytest


def test_time_reads():
    started = time.time()  # TA104
    elapsed = now() - started  # TA104
    assert elapsed >= 0


def test_datetime_reads():
    assert datetime.now() > datetime(2000, 1, 1)  # TA104
    assert date.today().year > 2000  # TA104
    assert dt.datetime.utcnow()  # TA104


def test_nested_function_in_a_test():
    def stamp():
        return time.perf_counter()  # TA104

    assert stamp() > 0


@pytest.fixture
def frozen_now():
    return datetime.now()


def helper_timestamp():
    return time.time()


class TestReport:
    def test_generated_today(self):
        assert date.today()  # TA104
