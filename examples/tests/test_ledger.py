"""The SQLite ledger, against a real database: integration tests."""

import os

import pytest

from shop.ledger import DuplicateSale, open_ledger

pytestmark = pytest.mark.integration


def test_an_order_is_recorded_only_once(ledger):
    ledger.record("A-1", 1250)
    with pytest.raises(DuplicateSale):
        ledger.record("A-1", 1250)


class MorningSalesTests:
    @pytest.fixture(autouse=True)
    def morning_sales(self, ledger):
        ledger.record("A-1", 1250)
        ledger.record("A-2", 750)


class TestMorningTakings(MorningSalesTests):
    def test_takings_add_up_the_sales(self, ledger):
        assert ledger.takings_cents() == 2000


@pytest.fixture
def ledger_after_the_morning(ledger):
    ledger.record("A-1", 1250)
    ledger.record("A-2", 750)
    return ledger


def test_takings_add_up_the_morning_sales(ledger_after_the_morning):
    assert ledger_after_the_morning.takings_cents() == 2000


def test_ledger_is_opened_where_the_environment_says(tmp_path):
    os.environ["SHOP_LEDGER"] = str(tmp_path / "sales.db")
    open_ledger().close()
    assert (tmp_path / "sales.db").exists()


def test_ledger_location_is_read_from_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("SHOP_LEDGER", str(tmp_path / "sales.db"))
    open_ledger().close()
    assert (tmp_path / "sales.db").exists()


def test_ledger_file_is_created_on_first_open():
    path = "/tmp/shop-sales.db"
    open_ledger(path).close()
    assert os.path.exists(path)


def test_ledger_file_is_created_where_asked(tmp_path):
    open_ledger(str(tmp_path / "sales.db")).close()
    assert (tmp_path / "sales.db").exists()
