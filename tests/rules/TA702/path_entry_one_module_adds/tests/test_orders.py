from shop import make_order


def test_order_total():
    assert make_order(2).total == 2
