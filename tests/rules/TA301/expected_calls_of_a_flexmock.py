"""flexmock checks at the test's teardown that a call expected a number of
times came that many times, and fails a call made with other arguments than
the expected ones: setting either is a check. An expected call with neither
checks nothing."""
import pytest
from flexmock import flexmock

from ledger import Ledger


@pytest.fixture
def store():
    return flexmock(save=None).should_receive("save").and_return(True).once().mock()


def test_a_posted_entry_is_saved(store):
    Ledger(store).post(10)


def test_a_voided_entry_is_never_saved():
    store = flexmock(save=None)
    store.should_call("save").never()
    Ledger(store).void(10)


def test_a_call_expected_with_its_arguments():
    store = flexmock(save=None)
    store.should_receive("save").with_args(10).and_return(True)
    Ledger(store).post(10)


def test_an_expected_call_without_a_count():  # TA301
    store = flexmock(save=None)
    store.should_receive("save").and_return(True)
    Ledger(store).post(10)
