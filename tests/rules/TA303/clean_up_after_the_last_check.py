# A `try` that is a test's last step runs after every check has passed:
# what it swallows (best-effort clean-up of what the test made) hides none.
# One before a check, in a loop, or with checks in its `else:` still does.


def test_schema_is_migrated(store):
    store.migrate()
    assert store.schema() == "v2"
    try:
        store.drop_search_index()
    except Exception:
        pass


async def test_schema_is_rolled_back(store):
    async with store.session() as session:
        await session.rollback()
        assert await session.schema() == "v1"
        try:
            await session.drop_search_index()
        except Exception:
            pass


def test_schema_is_gone_after_the_drop(store):
    try:
        store.drop_search_index()
    except Exception:  # TA303
        pass
    assert store.schema() is None


def test_every_schema_is_migrated(stores):
    for store in stores:
        store.migrate()
        assert store.schema() == "v2"
        try:
            store.drop_search_index()
        except Exception:  # TA303
            pass


def test_schema_is_dropped_last(store):
    assert store.schema() == "v1"
    try:
        store.drop_search_index()
    except Exception:  # TA303
        pass
    else:
        assert store.schema() is None
