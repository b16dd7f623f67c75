# filename: tests/test_billing.py
"""Two billing modules and the test imports neither: no subject."""
from unittest.mock import patch


def test_two_candidates():
    with patch("shop.billing.charge"), patch("legacy.billing.charge"):
        assert True
