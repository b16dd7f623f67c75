"""Card payments, through the payment provider's HTTP API."""

import json
import urllib.request

PROVIDER_URL = "https://payments.example.com/v1/charges"


class PaymentDeclined(Exception):
    """The provider refused the charge."""


def charge_card(card_token, amount_cents, url=PROVIDER_URL):
    """Charge ``amount_cents`` to the card; return the provider's charge id."""
    request = urllib.request.Request(
        url,
        data=json.dumps({"card": card_token, "amount": amount_cents}).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        answer = json.load(response)
    if answer["status"] != "succeeded":
        raise PaymentDeclined(card_token)
    return answer["id"]
