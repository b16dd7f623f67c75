# A fixture that reads what an object holds before the test (its
# attributes, copied or sliced) and puts it back after `yield` arranges
# nothing. One that calls a method that changes the object before the
# `yield` does, even when it restores it afterwards.
import gc
import logging

import pytest


@pytest.fixture(autouse=True)
def restore_root_logger():
    root = logging.getLogger()
    handlers = root.handlers[:]
    saved = list(root.filters)
    level = root.level
    try:
        yield
    finally:
        root.handlers = handlers
        root.filters = saved
        root.setLevel(level)


@pytest.fixture(autouse=True)
def quiet_root_logger():  # TA502
    root = logging.getLogger()
    level = root.level
    root.setLevel(logging.CRITICAL)
    yield
    root.setLevel(level)


@pytest.fixture(autouse=True)
def root_without_handlers():  # TA502
    root = logging.getLogger()
    handlers = root.handlers[:]
    root.handlers.clear()
    yield
    root.handlers = handlers


@pytest.fixture(autouse=True)
def collect_garbage():
    # Clears what earlier tests left: every test starts the same.
    gc.collect()
    yield
