"""Checkout, as unit tests: the card payment is faked, and so is the ledger."""

from unittest.mock import patch

import pytest

from shop.checkout import Checkout
from shop.payments import PaymentDeclined

pytestmark = pytest.mark.unit


class MemoryLedger:
    """An in-memory stand-in for shop.ledger.Ledger."""

    def __init__(self):
        self.sales = {}

    def record(self, order_id, total_cents):
        self.sales[order_id] = total_cents


@pytest.fixture
def charge_card():
    with patch(
        "shop.checkout.charge_card", autospec=True, return_value="ch_1"
    ) as charge:
        yield charge


def test_paid_order_is_in_the_ledger(ledger, charge_card):
    checkout = Checkout(ledger)
    checkout.pay("A-1", "tok_visa", 1250)
    assert ledger.takings_cents() == 1250


def test_paid_order_is_recorded(charge_card):
    ledger = MemoryLedger()
    checkout = Checkout(ledger)
    checkout.pay("A-1", "tok_visa", 1250)
    assert ledger.sales == {"A-1": 1250}


def test_checkout_works(charge_card):
    checkout = Checkout(MemoryLedger())
    checkout.pay("A-1", "tok_visa", 1250)
    charge_card.assert_called_once_with("tok_visa", 1250)


def test_checkout_charges_the_card_once(charge_card):
    checkout = Checkout(MemoryLedger())
    checkout.pay("A-1", "tok_visa", 1250)
    charge_card.assert_called_once_with("tok_visa", 1250)


def test_declined_card_is_not_recorded():
    ledger = MemoryLedger()
    checkout = Checkout(ledger)
    with patch("shop.checkout.charge_card") as charge:
        charge.side_effect = PaymentDeclined("tok_blocked")
        with pytest.raises(PaymentDeclined):
            checkout.pay("A-1", "tok_blocked", 1250)
    assert ledger.sales == {}


class TestLiveDeclines:
    """Ran against the provider's sandbox once; the provider is faked now."""

    def test_declined_card_leaves_the_ledger_empty(self, charge_card):
        charge_card.side_effect = PaymentDeclined("tok_blocked")
        ledger = MemoryLedger()
        checkout = Checkout(ledger)
        with pytest.raises(PaymentDeclined):
            checkout.pay("A-1", "tok_blocked", 1250)
        assert ledger.sales == {}
