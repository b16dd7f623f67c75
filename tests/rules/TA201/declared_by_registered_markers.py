import pytest


class TestCheckout:  # TA201
    def test_total_includes_tax(self):
        assert 1 + 1 == 2


@pytest.mark.unit
def test_discount_is_capped():
    assert min(120, 100) == 100
