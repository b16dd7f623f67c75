"""Another test of the suite asks, unmarked, for pytest-aiohttp's
`aiohttp_client`: the plugin that provides it (aiohttp's legacy one) runs
every coroutine test of the session, this file's too."""
from shop.cors import setup


async def test_defaults_are_applied():
    app = await setup()
    assert app.defaults == {}
