# conftest.py loads pytest's pytester and a fixture module of the project:
# the linter reads both, and neither runs coroutine tests.


async def test_checkout(basket):  # TA307
    assert await checkout(basket) == "ok"
