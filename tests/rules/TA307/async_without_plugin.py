from unittest import mock

import pytest
import pytest as pt


async def test_checkout():  # TA307
    assert await checkout() == "ok"


@pytest.mark.parametrize("item", ["a", "b"])
@pt.mark.slow
async def test_only_unrelated_marks(item):  # TA307
    assert await checkout(item)


@mock.patch("shop.client")
async def test_patched(client):  # TA307
    assert await checkout(client)


async def test_requests_other_fixtures(event_loop, tmp_path):  # TA307
    assert await checkout(tmp_path)


class TestShop:
    async def test_method(self):  # TA307
        assert await checkout()

    def test_sync(self):
        assert checkout


@pytest.mark.anyio
async def test_marked_neighbour_does_not_cover_this_one():
    assert await checkout()


async def test_forgot_the_mark():  # TA307
    assert await checkout()
