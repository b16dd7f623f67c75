# The same URL, path, host, branch and commit written in three or more tests;
# reported once, on the first occurrence.
import unittest

import pytest as pt

API = "https://api.example.test/v1/orders"


def test_create_order(client):
    assert client.post("https://api.example.test/v1/orders").ok  # TA903
    assert client.last_path == "/srv/app/orders.json"  # TA903


def test_list_orders(client):
    assert client.get("https://api.example.test/v1/orders").ok
    assert client.host == "db.internal:5432"  # TA903


class TestOrders:
    def test_login_required(self, anonymous):
        def fetch():
            return anonymous.get("https://api.example.test/v1/orders")

        assert fetch().status_code == 401
        assert anonymous.checkout("refs/heads/main", "9fceb02d0ae5")  # TA903 # TA903


async def test_async_export(client):
    await client.export("/srv/app/orders.json", host="db.internal:5432")
    assert client.checked_out("refs/heads/main", "9fceb02d0ae5")


class OrdersCase(unittest.TestCase):
    def test_paths(self):
        self.assertTrue(pt.importorskip("os").path.exists("/srv/app/orders.json"))
        self.assertEqual(self.repo.head(), ("refs/heads/main", "9fceb02d0ae5"))
        self.assertEqual(self.db.host, "db.internal:5432")
