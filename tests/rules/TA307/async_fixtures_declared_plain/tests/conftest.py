import pytest


@pytest.fixture
async def store():
    connection = await open_store()
    yield connection
    await connection.close()
