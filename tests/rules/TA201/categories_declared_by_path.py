# flags: --testarch-category-paths=tests/*:unit,integration/*:integration
# filename: tests/test_prices.py
"""A file under a folder the project declares as a category carries it."""


def test_price_rounds_down():
    assert round_price(1.005) == 1.0


class TestDiscounts:
    def test_discount_is_capped(self):
        assert discount(200) == 50
