"""The payment provider's sandbox: tests that need infrastructure outside
this machine, so each one says what it needs and skips where it is absent."""

import os

import pytest

from shop.payments import PaymentDeclined, charge_card

SANDBOX_URL = os.environ.get("SHOP_SANDBOX_URL")

needs_sandbox = pytest.mark.skipif(
    SANDBOX_URL is None, reason="set SHOP_SANDBOX_URL to the provider's sandbox"
)


@pytest.mark.external_infra
@needs_sandbox
class TestLiveSandbox:
    def test_test_card_is_charged(self):
        assert charge_card("tok_visa", 100, url=SANDBOX_URL).startswith("ch_")


@pytest.fixture
def sandbox_url():
    if SANDBOX_URL is None:
        pytest.skip("set SHOP_SANDBOX_URL to the provider's sandbox")
    return SANDBOX_URL


@pytest.mark.external_infra
def test_blocked_card_is_declined(sandbox_url):
    with pytest.raises(PaymentDeclined):
        charge_card("tok_chargeDeclined", 100, url=sandbox_url)
