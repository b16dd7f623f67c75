pytest_plugins = ["pytest_asyncio", "myproject.fixtures"]


async def test_module_loads_an_async_plugin():
    assert await checkout()
