import pytest


def test_checked_first():
    assert emit()


def test_not_checked_in_between():  # TA301
    emit()


def helper_between():
    pytest.fail("a helper nobody calls")


def test_raises_a_named_error_at_top_level():  # TA301
    raise RuntimeError("AssertionError")


@pytest.mark.parametrize("value", [emit])
def test_decorator_calls_are_not_checks(value):  # TA301
    value()


def emit():
    return [1]
