# conftest.py loads pytest's pytester and a fixture module of the project,
# which loads another of the project's: the linter reads them all, and none
# runs coroutine tests.


async def test_checkout(basket):  # TA307
    assert await checkout(basket) == "ok"
