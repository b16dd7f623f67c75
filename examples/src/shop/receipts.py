"""Receipts for shipped orders."""

import dataclasses
from datetime import datetime, timedelta, timezone

PAYMENT_TERM = timedelta(days=30)


def utc_now():
    return datetime.now(timezone.utc)


@dataclasses.dataclass(frozen=True)
class Receipt:
    order_id: str
    total_cents: int
    issued_at: datetime

    @property
    def due_date(self):
        return (self.issued_at + PAYMENT_TERM).date()


def issue_receipt(order_id, total_cents, clock=utc_now):
    return Receipt(order_id, total_cents, issued_at=clock())
