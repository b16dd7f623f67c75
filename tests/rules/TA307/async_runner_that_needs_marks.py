async def test_checkout_without_a_mark(cart):  # TA307
    assert await cart.checkout() == "ok"
