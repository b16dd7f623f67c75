# filename: tests/conftest.py
import time

import pytest

time.sleep(0.1)  # TA101


@pytest.fixture
def server():
    time.sleep(1)  # TA101
    yield "server"
    time.sleep(1)  # TA101


def wait_a_bit():
    time.sleep(0.1)  # TA101


class TestBase:
    def setup_method(self):
        time.sleep(0.1)  # TA101
