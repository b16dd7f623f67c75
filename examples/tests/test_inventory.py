import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from shop.inventory import Inventory, OutOfStock

pytestmark = pytest.mark.unit


def test_reservation_lowers_the_stock_level():
    inventory = Inventory({"mug": 3})
    inventory.reserve("mug", 2)
    assert inventory.level("mug") == 1


def test_reserving_more_than_is_left_is_refused():
    inventory = Inventory({"mug": 1})
    with pytest.raises(OutOfStock):
        inventory.reserve("mug", 2)


def test_reservation_made_on_another_thread_is_visible():
    inventory = Inventory({"mug": 3})
    buyer = threading.Thread(target=inventory.reserve, args=("mug", 2))
    buyer.start()
    buyer.join()
    assert inventory.level("mug") == 1


def test_reservation_made_in_a_pool_is_visible():
    inventory = Inventory({"mug": 3})
    pool = ThreadPoolExecutor(max_workers=2)
    future = pool.submit(inventory.reserve, "mug", 2)
    future.result()
    pool.shutdown(wait=False)
    assert inventory.level("mug") == 1


def test_last_mug_cannot_be_sold_twice():
    inventory = Inventory({"mug": 1})
    with ThreadPoolExecutor(max_workers=2) as pool:
        first = pool.submit(inventory.reserve, "mug", 1)
        second = pool.submit(inventory.reserve, "mug", 1)
        errors = [first.exception(timeout=5), second.exception(timeout=5)]
    assert [type(error) for error in errors].count(OutOfStock) == 1
