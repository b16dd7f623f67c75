"""Tells customers what happened to their orders."""


class Notifier:
    def __init__(self, mailer):
        self._mailer = mailer

    def order_shipped(self, order_id):
        self._mailer.send(
            subject=f"Order {order_id} is on its way",
            body="Thank you for shopping with us.",
        )
