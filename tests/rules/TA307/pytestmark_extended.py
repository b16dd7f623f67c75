import pytest

pytestmark = []
pytestmark.extend([pytest.mark.asyncio])


async def test_reads_the_key():
    assert await fetch("key") == b"value"


class TestWrites:
    pytestmark = [pytest.mark.slow]
    pytestmark += [pytest.mark.asyncio]

    async def test_writes_the_key(self):
        assert await store("key", b"value")
