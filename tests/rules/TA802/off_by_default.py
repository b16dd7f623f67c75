# flags: --select TA8
def test_cart(cart):
    assert cart.total() == 0
