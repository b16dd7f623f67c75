# flags: --testarch-max-asserts=3
import unittest
from unittest import mock

import pytest as pt
from pytest import raises


def test_four_plain_asserts(cart):  # TA401
    cart.add("apple")
    assert cart.count == 1
    assert cart.total == 3
    assert "apple" in cart
    assert not cart.empty


def test_mixed_kinds_count_together(client):  # TA401
    sender = mock.Mock()
    client.send(sender)
    sender.assert_called_once_with("hello")
    assert client.sent == 1
    with pt.raises(ValueError):
        client.send(None)
    with raises(TypeError):
        client.send(1)


async def test_async_test_counts_too(client):  # TA401
    assert await client.get("/a") == 200
    assert await client.get("/b") == 200
    assert await client.get("/c") == 200
    assert await client.get("/d") == 404


def test_assertions_in_nested_callbacks_count(bus):  # TA401
    def on_event(event):
        assert event.name == "saved"
        assert event.id == 1

    bus.subscribe(on_event)
    bus.publish("saved", 1)
    assert bus.delivered == 1
    assert bus.pending == 0


class TestCart:
    def test_method(self, cart):  # TA401
        assert cart.empty
        assert cart.count == 0
        assert cart.total == 0
        pt.fail("unreachable") if cart.broken else None


class CartTests(unittest.TestCase):
    def test_unittest_methods(self):  # TA401
        cart = make_cart()
        self.assertTrue(cart.empty)
        self.assertEqual(cart.count, 0)
        with self.assertRaises(KeyError):
            cart.remove("x")
        if cart.broken:
            self.fail("broken cart")

    def test_deprecated_aliases(self):  # TA401
        cart = make_cart()
        self.failUnless(cart.empty)
        self.failIf(cart.count)
        self.assertEquals(cart.total, 0)
        self.assert_(cart.ok)
