"""An AssertionError is the test's own failure only when the test's checks can
raise it: in a fixture's or hook's teardown, with no check in the block, it
comes from the code under test. A loop that retries until a flag says the
attempt worked is a retry, not a swallow."""
import contextlib
import unittest
from contextlib import suppress

import pytest


@pytest.fixture
def server():
    running = start_server()
    yield running
    # stop() refuses a second call with an AssertionError of its own
    with suppress(AssertionError):
        running.stop()


class ServerTests(unittest.TestCase):
    def setUp(self):
        self.server = start_server()

    def tearDown(self):
        try:
            self.server.stop()
        except AssertionError:
            pass

    def test_serves(self):
        self.assertEqual(self.server.get("/"), "ok")


def _assert_round_trip(codec, value):
    assert codec.decode(codec.encode(value)) == value


def test_helper_check_is_swallowed(codec):
    try:
        _assert_round_trip(codec, 3)
    except:  # TA303  # noqa: E722
        pass


def test_named_checking_helper_is_swallowed(codec):
    with contextlib.suppress(Exception):  # TA303
        check_codec(codec)


def test_assertion_error_in_test_body(codec):
    try:
        codec.encode(None)
    except AssertionError:  # TA303
        pass
    assert codec.calls == 1


def test_retry_until_flag_set(pool):
    collected = False
    while not collected:
        pool.churn()
        try:
            with warns_resource_leak():
                pool.drop()
        except AssertionError:
            pass
        else:
            collected = True


def test_retry_until_flag_set_in_body(pool):
    done = False
    while not done:
        try:
            assert pool.drained()
            done = True
        except AssertionError:
            continue


def test_flag_set_elsewhere_is_no_retry(pool):
    finished = False
    for attempt in range(3):
        try:
            assert pool.drained()
        except AssertionError:  # TA303
            pass
        finished = attempt == 2
    assert finished
