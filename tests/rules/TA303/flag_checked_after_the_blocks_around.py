# A flag a `suppress(AssertionError)` block (or a `try`) sets last, checked
# after the blocks around it end: the check fails when the block's own
# check failed, so nothing is swallowed.
import contextlib

from shop import server


async def test_reject_goes_to_the_drain(eventually):
    async with server.running() as running:
        routed = False
        with contextlib.suppress(AssertionError):
            await eventually(lambda: running.rejected, within=2.0)
            routed = True
        await running.stop()
    assert routed, "the reject never reached the drain"


async def test_flag_never_checked(eventually):
    async with server.running() as running:
        routed = False
        with contextlib.suppress(AssertionError):  # TA303
            await eventually(lambda: running.rejected, within=2.0)
            routed = True
        await running.stop()
    assert running.stopped
    print(routed)
