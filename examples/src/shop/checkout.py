"""Checkout: charge the card, then record the sale in the ledger."""

from shop.payments import charge_card


class Checkout:
    def __init__(self, ledger):
        self._ledger = ledger

    def pay(self, order_id, card_token, total_cents):
        """Charge the card and record the sale; return the charge id.

        A declined card raises ``PaymentDeclined`` and records nothing.
        """
        charge_id = charge_card(card_token, total_cents)
        self._ledger.record(order_id, total_cents)
        return charge_id
