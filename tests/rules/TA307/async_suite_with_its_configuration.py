# A plugin's fixture is no sign of a missing configuration: the test is
# still left unrun without a mark or a mode.
from unittest import mock


async def test_uses_the_loop(event_loop):  # TA307
    assert await fetch(event_loop)


@mock.patch("shop.client")
async def test_patched_argument(client):  # TA307
    assert await fetch(client)
