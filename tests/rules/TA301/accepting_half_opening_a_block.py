"""The accepting half of a raise pair may open a `with` block (`async with
deadline(0):`, another test expecting `deadline(0.01)` to raise), or be
yielded by an inlineCallbacks test that another test hands to
`assertRaises` or trial's `assertFailure`: getting through is its check."""
import pytest
from twisted.internet import defer
from twisted.trial import unittest

from shop.timing import deadline, pause
from shop.vault import VaultClient, AccessDenied


async def test_a_zero_deadline_is_off():
    async with deadline(0):
        await pause(0.01)


async def test_a_short_deadline_fires():
    with pytest.raises(TimeoutError):
        async with deadline(0.01):
            await pause(1)


async def test_pausing_alone(clock):  # TA301
    async with clock.frozen():
        await pause(0.01)


class VaultTests(unittest.TestCase):
    @defer.inlineCallbacks
    def test_login_with_a_good_password(self):
        client = VaultClient()
        yield client.login("ann", "secret")

    @defer.inlineCallbacks
    def test_reading_a_public_entry(self):
        client = VaultClient()
        yield client.read("motd")

    @defer.inlineCallbacks
    def test_a_bad_password_is_refused(self):
        client = VaultClient()
        yield self.assertRaises(TypeError, client.login, "ann", 123)

    @defer.inlineCallbacks
    def test_reading_needs_a_login(self):
        client = VaultClient()
        yield self.assertFailure(client.read("keys"), AccessDenied)

    @defer.inlineCallbacks
    def test_listing_alone(self):  # TA301
        client = VaultClient()
        yield client.listing()
