# filename: tests/billing_test.py
from unittest import mock

import billing


def test_flat_layout_and_suffix_naming():
    with mock.patch.object(billing, "charge"):  # TA604
        assert billing.charge(1)
