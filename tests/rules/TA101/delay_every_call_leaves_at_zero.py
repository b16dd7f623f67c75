# A helper whose delay every call in the file sets to zero only yields to the
# event loop; one call with a real delay, or the helper handed on where the
# file cannot see the calls, and its sleep is a real one.
import asyncio


async def echo(what, when):
    await asyncio.sleep(when)
    return what


async def test_echo_returns_what_it_got():
    assert await echo("hi", 0) == "hi"
    assert await echo("ho", when=0) == "ho"


async def relay(what, pause):
    await asyncio.sleep(pause)  # TA101
    return what


async def test_relay_passes_it_on():
    assert await relay("hi", 0) == "hi"
    assert await relay("ho", 0.5) == "ho"


async def ticker(pause):
    await asyncio.sleep(pause)  # TA101


async def test_ticker_is_handed_on(scheduler):
    scheduler.every(ticker)
    await ticker(0)
    assert scheduler.jobs


class Replies:
    async def reply(self, text, after):
        await asyncio.sleep(after)
        return text

    async def test_reply_comes_back(self):
        assert await self.reply("pong", 0) == "pong"
