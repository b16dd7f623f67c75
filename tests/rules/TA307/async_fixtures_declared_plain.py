async def test_runs_where_the_suite_declares_async_fixtures_plainly(store):
    assert await store.count() == 0


async def test_without_a_mark_either():
    assert await ping()
