import threading
import time
from unittest.mock import ANY, patch

import pytest

from shop.fulfilment import Order
from shop.inventory import Inventory

pytestmark = pytest.mark.unit


def test_submitted_order_is_shipped(fulfilment, notifier):
    fulfilment.submit(Order("A-1", "mug"))
    time.sleep(0.05)
    notifier.order_shipped.assert_called_once_with("A-1")


def test_customer_is_told_when_order_ships(fulfilment, notifier):
    told = threading.Event()
    notifier.order_shipped.side_effect = lambda order_id: told.set()
    fulfilment.submit(Order("A-1", "mug"))
    assert told.wait(timeout=5)
    notifier.order_shipped.assert_called_once_with("A-1")


def test_shipping_reserves_the_ordered_quantity(fulfilment, inventory):
    fulfilment.submit(Order("A-1", "mug", quantity=2))
    assert fulfilment.shipped.get(timeout=5) == "A-1"
    assert inventory.level("mug") == 1


def test_each_order_reserves_its_stock(fulfilment):
    with patch.object(Inventory, "reserve", autospec=True) as reserve:
        fulfilment.submit(Order("A-1", "mug", quantity=2))
        assert fulfilment.shipped.get(timeout=5) == "A-1"
    reserve.assert_called_once_with(ANY, "mug", 2)


def test_cancelled_order_is_not_shipped(fulfilment, notifier):
    fulfilment.cancel("A-1")
    fulfilment.submit(Order("A-1", "mug"))
    time.sleep(0.01)
    notifier.order_shipped.assert_not_called()


def test_cancelled_order_is_skipped(fulfilment, notifier):
    fulfilment.cancel("A-1")
    fulfilment.submit(Order("A-1", "mug"))
    fulfilment.submit(Order("A-2", "plate"))
    # Orders ship in submission order: once A-2 is out, A-1 had its turn.
    assert fulfilment.shipped.get(timeout=5) == "A-2"
    notifier.order_shipped.assert_called_once_with("A-2")
