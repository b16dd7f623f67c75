# filename: tests/test_checkout.py
from unittest.mock import patch


def test_checkout_module_does_not_exist():
    with patch("shop.billing.charge"), patch("checkout.pay"):
        assert True
