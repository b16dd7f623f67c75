# conftest.py loads the project's own plugin module, which in turn loads a
# plugin from outside the project: that one's hooks cannot be read, and may
# run every coroutine test.


async def test_cart_is_saved(saved_cart):
    assert await saved_cart.total() == 12
