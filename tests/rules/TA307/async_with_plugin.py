import pytest
import pytest as pt
import pytest_asyncio
from pytest import mark


@pytest.mark.asyncio
async def test_asyncio_mark():
    assert await checkout()


@pt.mark.anyio
async def test_anyio_mark_through_alias():
    assert await checkout()


@mark.trio
async def test_trio_mark_from_import():
    assert await checkout()


async def test_requests_anyio_backend(anyio_backend):
    assert await checkout()


async def test_requests_a_fixture_that_needs_anyio(server):
    assert await server.get("/")


@pytest.fixture
async def server(anyio_backend_name):
    return make_server(anyio_backend_name)


@pytest.mark.usefixtures("anyio_backend")
async def test_usefixtures():
    assert await checkout()


@pytest.mark.asyncio
class TestMarkedClass:
    async def test_method(self):
        assert await checkout()


class TestClassPytestmark:
    pytestmark = [pytest.mark.slow, pytest.mark.asyncio]

    async def test_method(self):
        assert await checkout()


class Base:
    pytestmark = pytest.mark.trio


class TestInheritsMark(Base):
    async def test_method(self):
        assert await checkout()


def run_async(function):
    return function


@run_async
async def test_wrapped_by_a_decorator():
    assert await checkout()


async def test_legacy_aiohttp_loop(loop, aiohttp_client):
    assert await aiohttp_client(loop)


@pytest_asyncio.fixture
async def client():
    yield make_client()


async def helper_coroutine():
    return 1


class Helpers:
    async def test_like_name_in_a_helper_class(self):
        return 1


Helpers()
