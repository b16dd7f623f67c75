import contextlib

import pytest


def test_bad_query_is_refused(cursor):
    try:
        cursor.execute("garbage")
        assert False, "the query ran"
    except AssertionError:
        raise
    except Exception:
        pass
    assert cursor.closed is False


def test_broad_handler_before_the_assertion_one(cursor):
    try:
        cursor.execute("garbage")
        assert False, "the query ran"
    except Exception:  # TA303
        pass
    except AssertionError:
        raise
    assert cursor.closed is False


def test_retry_block_that_raises_on_purpose(retrying, logger):
    with contextlib.suppress(Exception):
        for attempt in retrying:
            with attempt:
                raise ValueError("boom")
    assert logger.warning.called


def test_loop_that_checks_inside(items):
    with contextlib.suppress(Exception):  # TA303
        for item in items:
            assert item.valid
    assert items
