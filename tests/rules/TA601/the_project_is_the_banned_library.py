# filename: mock/tests/test_sentinels.py
"""The project is the banned library itself: its own tests import the code
under test, not a second copy of the standard library's."""
from mock import Mock, sentinel
from mock.mock import _all_magics


def test_a_sentinel_keeps_its_name():
    assert repr(sentinel.payment) == "sentinel.payment"


def test_magic_methods_are_known():
    assert "__len__" in _all_magics
    assert Mock(spec=["close"]).close is not None
