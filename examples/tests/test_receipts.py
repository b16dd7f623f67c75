from datetime import date, datetime, timedelta, timezone

import pytest

from shop import receipts
from shop.receipts import issue_receipt

pytestmark = pytest.mark.unit

LEAP_DAY_NOON = datetime(2024, 2, 29, 12, 0, tzinfo=timezone.utc)


def test_receipt_is_due_thirty_days_after_issue():
    receipt = issue_receipt("A-1", 1250, clock=lambda: LEAP_DAY_NOON)
    assert receipt.due_date == date(2024, 3, 30)


def test_receipt_is_stamped_with_the_current_time():
    before = datetime.now(timezone.utc)
    receipt = issue_receipt("A-1", 1250)
    after = datetime.now(timezone.utc)
    assert before <= receipt.issued_at <= after


def test_receipt_is_due_in_the_future():
    receipt = issue_receipt("A-1", 1250)
    assert receipt.due_date > date.today()


def test_trade_customers_pay_within_fourteen_days():
    receipts.PAYMENT_TERM = timedelta(days=14)
    receipt = issue_receipt("A-1", 1250, clock=lambda: LEAP_DAY_NOON)
    due = receipt.due_date
    receipts.PAYMENT_TERM = timedelta(days=30)
    assert due == date(2024, 3, 14)


def test_payment_term_sets_the_due_date(monkeypatch):
    monkeypatch.setattr(receipts, "PAYMENT_TERM", timedelta(days=14))
    receipt = issue_receipt("A-1", 1250, clock=lambda: LEAP_DAY_NOON)
    assert receipt.due_date == date(2024, 3, 14)
