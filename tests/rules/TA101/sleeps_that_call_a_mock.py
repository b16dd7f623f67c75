# Inside a patch of the sleep itself, a sleep calls the mock: no time
# passes. A patch of something else leaves the sleep real.
import time
from unittest import mock


def test_retry_waits_between_attempts(client):
    with mock.patch("time.sleep") as slept:
        time.sleep(1)
        client.retry()
    assert slept.call_count == 2


@mock.patch.object(time, "sleep")
def test_backoff_doubles(slept, client):
    time.sleep(2)
    client.retry()
    assert slept.call_args_list[-1] == mock.call(4)


def test_a_patch_of_something_else(client):
    with mock.patch("time.monotonic", return_value=0):
        time.sleep(1)  # TA101
        client.retry()
    assert client.attempts == 2
