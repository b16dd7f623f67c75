"""The low-stock alerts, written as a unittest suite.

pytest collects ``unittest.TestCase`` subclasses whatever their name, and
so does flake8-testarch.
"""

import queue
import threading
import time
import unittest

import pytest

from shop.inventory import Inventory

try:
    import mock  # the backport, from the Python 2 days
except ImportError:
    from unittest import mock


class LowStockAlerts(unittest.TestCase):
    def test_alert_names_the_sku_that_ran_low(self):
        alerts = queue.Queue()
        inventory = Inventory({"mug": 3}, low_stock_level=2)
        inventory.on_low_stock(alerts.put)
        threading.Thread(target=inventory.reserve, args=("mug", 1)).start()
        self.assertEqual(alerts.get(), "mug")

    def test_no_alert_while_stock_is_plentiful(self):
        alerts = []
        inventory = Inventory({"mug": 10}, low_stock_level=2)
        inventory.on_low_stock(alerts.append)
        buyer = threading.Thread(target=inventory.reserve, args=("mug", 1))
        buyer.start()
        time.sleep(0.01)
        self.assertFalse(alerts)

    def test_no_alert_once_the_reservation_is_done(self):
        alerts = []
        inventory = Inventory({"mug": 10}, low_stock_level=2)
        inventory.on_low_stock(alerts.append)
        buyer = threading.Thread(target=inventory.reserve, args=("mug", 1))
        buyer.start()
        buyer.join(timeout=5)
        self.assertFalse(buyer.is_alive())
        self.assertEqual(alerts, [])


@pytest.mark.unit
class LowStockListeners(unittest.TestCase):
    def setUp(self):
        self.listener = mock.Mock()
        self.inventory = Inventory({"mug": 3}, low_stock_level=2)
        self.inventory.on_low_stock(self.listener)

    def test_listener_hears_the_sku_that_ran_low(self):
        self.inventory.reserve("mug", 1)
        self.listener.assert_called_once_with("mug")

    def test_listener_hears_every_reservation_below_the_level(self):
        self.inventory.reserve("mug", 1)
        self.inventory.reserve("mug", 1)
        self.listener.assert_has_calls([mock.call("mug"), mock.call("mug")])
