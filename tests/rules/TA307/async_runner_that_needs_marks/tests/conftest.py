import pytest_asyncio


@pytest_asyncio.fixture
async def cart():
    return await open_cart()
