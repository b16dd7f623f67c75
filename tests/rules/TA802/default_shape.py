# flags: --extend-select TA802
import unittest

import pytest as pt


def test_cart(cart):  # TA802
    assert cart.total() == 0


def test_cart_total(cart):  # TA802
    assert cart.total() == 0


def test_cart_without_items_totals_zero(cart):
    assert cart.total() == 0


def test_login_rejects_expired_token(client):
    assert client.login(token="old") is None


@pt.mark.parametrize("item", ["book"])
def test_cart_adds(cart, item):  # TA802
    assert cart.add(item)


async def test_fetch(client):  # TA802
    assert await client.fetch("/")


async def test_fetch_of_root_returns_page(client):
    assert await client.fetch("/") == "page"


class TestParser:
    def test_parse(self):  # TA802
        assert parse("1") == 1

    def test_parse_HTTP_header_keeps_case(self):
        assert parse_header("A: b") == {"A": "b"}


class ParserTests(unittest.TestCase):
    def testParse(self):  # TA802
        self.assertEqual(parse("1"), 1)

    def helper(self):
        return 1


@pt.fixture
def test_data():
    return {}


def make_cart():
    return Cart()


def test_nested_helpers_are_not_checked():
    def test_inner():
        return 1

    assert test_inner() == 1
