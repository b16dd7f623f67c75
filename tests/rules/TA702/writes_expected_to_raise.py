"""A write the test expects to raise changes nothing: the last statement
of a `pytest.raises` block, or a write in a `try` that the next statement
fails (a hand-written `assertRaises`). A write followed by anything else
still changes the class."""
import pytest

from shop.builder import Builder


def test_skip_is_read_only():
    try:
        Builder.SKIP = 111
        raise AssertionError("SKIP must be read-only")
    except AttributeError:
        pass


def test_skip_is_read_only_under_raises():
    with pytest.raises(AttributeError):
        Builder.SKIP = 111


def test_retries_set_in_a_try():
    try:
        Builder.retries = 5  # TA702
        assert Builder.retries == 5
    except AttributeError:
        pass

