# A fixture whose every parameter carries an async mark marks each case
# pytest makes from it; one with an unmarked parameter does not.
import pytest


async def test_requests_the_marked_fixture(backend):
    assert backend in ("asyncio", "trio")


@pytest.mark.usefixtures("backend")
async def test_uses_the_marked_fixture():
    assert True


async def test_requests_a_half_marked_fixture(half_marked):  # TA307
    assert half_marked
