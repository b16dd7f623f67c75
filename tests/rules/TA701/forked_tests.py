"""A test pytest-forked runs in a child process cannot leak its environment
into the next test."""
import os

import pytest

from app import proxy


@pytest.mark.forked
def test_no_proxy_when_the_environment_is_empty():
    os.environ.clear()
    assert proxy.from_environment() is None


def test_no_proxy_in_the_same_process():
    os.environ.clear()  # TA701
    assert proxy.from_environment() is None
