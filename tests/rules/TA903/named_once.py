# Values named once, used where they are set up, short words, text, or written
# in fewer than three tests: nothing to report. Each excluded kind of string
# below appears in three tests.
import unittest

import pytest

ORDERS_URL = "https://api.example.test/v1/orders"


@pytest.fixture
def export_path():
    return "/srv/app/orders.json"


def open_repo(branch="refs/heads/main"):
    return branch


def helper_url():
    return "https://api.example.test/v1/orders"


@pytest.mark.parametrize("url", ["https://api.example.test/v1/items"], ids=["items/list"])
def test_one(client, url, export_path):
    """Fetches https://api.example.test/v1/customers (a docstring)."""
    assert client.get(ORDERS_URL, headers={"Accept": "application/json"}).ok
    assert client.get(f"https://api.example.test/v1/users/{url}").ok
    assert client.status == "ok", "https://api.example.test/v1/reason"
    with pytest.raises(ValueError, match="https://api.example.test/v1/match"):
        client.fail()
    assert client.get("https://api.example.test/v1/pages").ok


@pytest.mark.parametrize("url", ["https://api.example.test/v1/items"], ids=["items/list"])
def test_two(client, url):
    """Fetches https://api.example.test/v1/customers (a docstring)."""
    assert client.get(f"https://api.example.test/v1/users/{url}").ok
    assert client.status == "ok", "https://api.example.test/v1/reason"
    with pytest.raises(ValueError, match="https://api.example.test/v1/match"):
        client.fail()
    assert client.message == "could not reach https://api.example.test/v1/x"
    assert client.content_type == "application/json"


@pytest.mark.parametrize("url", ["https://api.example.test/v1/items"], ids=["items/list"])
async def test_three(client, url):
    """Fetches https://api.example.test/v1/customers (a docstring)."""
    assert await client.get(f"https://api.example.test/v1/users/{url}")
    assert client.status == "ok", "https://api.example.test/v1/reason"
    with pytest.raises(ValueError, match="https://api.example.test/v1/match"):
        client.fail()
    assert client.message == "could not reach https://api.example.test/v1/x"
    assert client.content_type == "application/json"
    assert client.module == "shop.models.Order"
    assert client.escape == "a\\xe7\\xe3o\\x00"


class OrdersCase(unittest.TestCase):
    def setUp(self):
        self.url = "https://api.example.test/v1/customers"

    def test_customers(self):
        self.assertTrue(self.client.get(self.url))
        self.assertEqual(self.client.module, "shop.models.Order")
        self.assertEqual(self.client.message, "could not reach https://api.example.test/v1/x")
        self.assertEqual(self.client.escape, "a\\xe7\\xe3o\\x00")
        self.assertEqual(self.client.content_type, "application/json")
        self.assertEqual(self.client.encoding, "utf-8-sig")
        self.assertEqual(self.client.module, "shop.models.Order")

    def test_more(self):
        self.assertEqual(self.client.module, "shop.models.Order")
        self.assertEqual(self.client.escape, "a\\xe7\\xe3o\\x00")
        self.assertEqual(self.client.encoding, "utf-8-sig")

    def helper(self):
        return self.client.get("https://api.example.test/v1/pages")
