# filename: src/shop/fakes.py
from unittest.mock import Mock, patch


def fake_gateway():
    gateway = Mock()
    gateway.refund.return_value = True
    return gateway


def patched():
    return patch("shop.billing.gateway")
