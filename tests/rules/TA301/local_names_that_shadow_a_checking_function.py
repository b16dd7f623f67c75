"""A name the test assigns itself is its own value, not the module's
function or fixture of the same name: calling it or handing it on reaches
no check."""
import pytest

from ledger import Ledger, open_store


@pytest.fixture
def store():
    assert open_store().ready


def check(entry):
    assert entry.amount > 0


def test_the_modules_check_called():
    check(Ledger(open_store()).post(10))


def test_a_local_store_handed_on():  # TA301
    store = open_store()
    Ledger(store).post(10)


def test_a_local_check_called():  # TA301
    check = Ledger(open_store()).post
    check(10)

