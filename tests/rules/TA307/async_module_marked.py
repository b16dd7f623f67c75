import pytest

pytestmark = [pytest.mark.anyio]


async def test_module_pytestmark():
    assert await checkout()


class TestShop:
    async def test_method(self):
        assert await checkout()
