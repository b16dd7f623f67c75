from pytest import fixture


@fixture
async def client():
    return await connect()


async def test_uses_the_file_s_own_async_fixture(client):
    assert await client.ping()
