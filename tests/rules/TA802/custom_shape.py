# flags: --extend-select TA802 --testarch-name-pattern=test_[a-z0-9_]+_when_[a-z0-9_]+
def test_total_when_cart_is_empty_is_zero():
    assert total([]) == 0


def test_cart_without_items_totals_zero():  # TA802
    assert total([]) == 0
