import os
import logging
import sys
import unittest.mock
import warnings
from unittest import mock

import pytest
from pytest import fixture


@pytest.fixture(autouse=True)
def undo_logging_disable():
    """A test may disable logging: turn it back on."""
    yield
    logging.disable(logging.NOTSET)


@pytest.fixture(autouse=True)
def restore_tracing():
    orig_trace = sys.gettrace()
    yield
    if sys.gettrace() != orig_trace:
        sys.settrace(orig_trace)


@fixture(autouse=True)
def preserve_sys():
    with mock.patch.dict(sys.modules):
        with unittest.mock.patch.object(sys, "path", list(sys.path)):
            yield


@pytest.fixture(autouse=True)
def preserve_path(monkeypatch):
    monkeypatch.setattr(sys, "path", sys.path[:])


@pytest.fixture(autouse=True)
def keep_warning_filters():
    with warnings.catch_warnings():
        yield


@pytest.fixture(autouse=True)
def saved_attributes():
    saved = {}
    for name in ("a", "b"):
        saved[name] = getattr(settings, name)
    yield
    for name, value in saved.items():
        setattr(settings, name, value)


@pytest.fixture(autouse=True)
def finalizer(request):
    request.addfinalizer(reset_registry)


@pytest.fixture(autouse=True)
def gated():
    if sys.platform == "win32":
        pytest.skip("posix only")
    yield
    cleanup()


@pytest.fixture(autouse=True)
def leak_detector():
    yield
    leaks = []
    while pending():
        leaks.append(pop())
    assert leaks == []


@pytest.fixture(autouse=True)
def checks_only(caplog):
    assert not GLOBAL_FLAG
    print("starting")
    yield
    assert not [r for r in caplog.records if r.levelname == "ERROR"]


@pytest.fixture(autouse=True)
def reset_environ_after(monkeypatch, standard_environ):
    monkeypatch._setitem.extend(standard_environ)


@pytest.fixture(autouse=True, scope="session")
def value_only():
    return 42


@pytest.fixture
def not_autouse(monkeypatch):
    monkeypatch.setenv("A", "1")


@pytest.fixture(autouse=False)
def explicitly_not_autouse():
    start()


def helper_that_arranges():
    start()


async def test_async_runs():
    assert await compute() == 1


class TestRestores:
    @pytest.fixture(autouse=True)
    def _reset_default(self):
        yield
        config.run_validators = True

    def test_default(self):
        assert config.run_validators


@pytest.fixture(autouse=True)
def report_marks(request):
    marks = list(request.node.iter_markers("custom"))
    print("marks: %s" % marks)


SOCKET_PATH = "/tmp/shop-test.sock"


@pytest.fixture(autouse=True)
def no_stale_socket():
    # The same removal runs before and after each test: leftovers of a
    # crashed run are cleared, nothing is set up.
    try:
        os.unlink(SOCKET_PATH)
    except FileNotFoundError:
        pass
    yield
    try:
        os.unlink(SOCKET_PATH)
    except FileNotFoundError:
        pass


@pytest.fixture(autouse=True)
def socket_made_then_removed():  # TA502
    open(SOCKET_PATH, "w").close()
    yield
    try:
        os.unlink(SOCKET_PATH)
    except FileNotFoundError:
        pass


@pytest.fixture(autouse=True)
def clean_environment():
    # Every test starts from an empty environment, shielded from the one
    # the suite runs in; the old one comes back after.
    with mock.patch.dict(os.environ, clear=True):
        yield


@pytest.fixture(autouse=True)
def environment_with_a_region():  # TA502
    with mock.patch.dict(os.environ, {"REGION": "eu"}):
        yield


@pytest.fixture(autouse=True)
def without_the_terminal(monkeypatch):
    monkeypatch.delenv("TERM", raising=False)
    monkeypatch.delenv("TERM_PROGRAM", raising=False)


@pytest.fixture(autouse=True)
def without_the_editor_saved():
    saved = os.environ.pop("EDITOR", None)
    if "VISUAL" in os.environ:
        del os.environ["VISUAL"]
    yield
    if saved is not None:
        os.environ["EDITOR"] = saved


@pytest.fixture(autouse=True)
def with_a_terminal(monkeypatch):  # TA502
    monkeypatch.delenv("TERM_PROGRAM", raising=False)
    monkeypatch.setenv("TERM", "xterm")
