import importlib

import pytest

gevent = pytest.importorskip("gevent")
aio = importlib.import_module("asyncio")


def pause(seconds):
    return seconds


def wait_briefly():
    from time import sleep as pause

    pause(0.5)  # TA101


def test_own_pause_is_not_the_helpers_sleep():
    assert pause(3) == 3


async def test_module_from_importorskip_sleeps():
    gevent.sleep(1)  # TA101
    await aio.sleep(2)  # TA101


def test_sleep_under_an_assigned_alias():
    import time

    nap = time.sleep
    nap(1)  # TA101


def test_sleep_named_but_shadowed_by_a_fixture(sleep):
    sleep(5)
    assert sleep.called


def test_sleep_function_handed_on_without_a_delay():
    import time

    assert callable(time.sleep)
