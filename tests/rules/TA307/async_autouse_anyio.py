import pytest


@pytest.fixture(autouse=True)
def backend(anyio_backend):
    return anyio_backend


async def test_autouse_fixture_requests_anyio_backend():
    assert await checkout()
