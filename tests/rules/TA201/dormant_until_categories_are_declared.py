import pytest


class TestCheckout:
    def test_total_includes_tax(self):
        assert 1 + 1 == 2


@pytest.mark.slow
def test_nightly_export_finishes():
    assert True
