# flags: --select TA
def test_cart(cart):
    assert cart.total() == 0
