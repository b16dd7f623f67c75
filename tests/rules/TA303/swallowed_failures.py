import builtins
import contextlib
import logging
import unittest
import warnings
from contextlib import suppress

import pytest as pt

log = logging.getLogger(__name__)


def test_assertion_inside_try(client):
    try:
        assert client.get("/").status == 200
    except Exception:  # TA303
        pass


def test_bare_except_hides_the_call(client):
    try:
        client.delete_account("bob")
        client.refresh()
    except:  # TA303  # noqa: E722
        print("could not delete")
    assert client.accounts() == []


def test_guarded_call_that_is_not_cleanup(client):
    try:
        if client.ready:
            client.rename_account("bob", "rob")
    except Exception:  # TA303
        pass
    assert client.accounts() == ["rob"]


def test_base_exception_in_a_tuple(client):
    try:
        client.sync()
    except (ValueError, BaseException):  # TA303
        log.warning("sync failed")
    assert client.synced


def test_builtins_alias(client):
    try:
        client.sync()
    except builtins.Exception:  # TA303
        warnings.warn("sync failed")
    assert client.synced


def test_assertion_error_caught(client):
    try:
        client.check_invariants()
    except AssertionError:  # TA303
        ...
    assert client


def test_return_from_the_handler(client):
    try:
        client.sync()
    except Exception:  # TA303
        return
    assert client.synced


def test_continue_in_a_loop(client):
    for name in ["a", "b"]:
        try:
            client.create(name)
        except Exception:  # TA303
            continue
    assert client.names() == ["a", "b"]


def test_bounded_retry_of_an_assertion_that_gives_up_silently(client):
    for _ in range(3):
        try:
            assert client.ready
            break
        except AssertionError:  # TA303
            pass
    assert client.ping()


def test_suppress_around_assertions(client):
    with suppress(Exception):  # TA303
        assert client.ping()
    with contextlib.suppress(ValueError, AssertionError):  # TA303
        assert client.pong()


async def test_async_test(client):
    try:
        assert await client.aping()
    except Exception:  # TA303
        pass


def check_response(response):
    try:
        assert response.ok
    except AssertionError:  # TA303
        print("bad response", response)


@pt.fixture
def ready_client(client):
    try:
        assert client.ping()
    except Exception:  # TA303
        pass
    return client


class TestStyle:
    def test_method(self, client):
        try:
            client.sync()
        except Exception:  # TA303
            pass
        assert client.synced


class TestUnittestStyle(unittest.TestCase):
    def test_method(self):
        try:
            self.assertEqual(int("1"), 1)
        except Exception:  # TA303
            pass

    def test_assertion_in_else_is_not_swallowed_but_body_is(self):
        try:
            value = int("x")
        except Exception:  # TA303
            pass
        else:
            self.assertEqual(value, 1)
        self.assertTrue(True)


def test_handler_writes_to_a_log_file(client, logfile):
    try:
        assert client.sync()
    except Exception:  # TA303
        logfile.write("sync failed")
