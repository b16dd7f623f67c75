async def test_checkout_runs_under_the_projects_loop_plugin(cart):
    assert await cart.checkout() == "ok"
