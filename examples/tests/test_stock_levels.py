"""Stock levels: tests that cannot fail, next to tests that can."""

import pytest

from shop.inventory import Inventory, OutOfStock

pytestmark = pytest.mark.unit


def test_reserving_stock():
    inventory = Inventory({"mug": 3})
    inventory.reserve("mug", 1)


def test_reserving_stock_lowers_the_level():
    inventory = Inventory({"mug": 3})
    inventory.reserve("mug", 1)
    assert inventory.level("mug") == 2


def test_overselling_is_refused_when_stock_is_empty():
    inventory = Inventory({"mug": 1})
    if inventory.level("mug") > 0:
        return
    with pytest.raises(OutOfStock):
        inventory.reserve("mug", 1)


def test_overselling_is_refused():
    inventory = Inventory({"mug": 1})
    with pytest.raises(OutOfStock):
        inventory.reserve("mug", 2)


def test_low_stock_listener_hears_about_the_last_mug():
    heard = []
    inventory = Inventory({"mug": 2}, low_stock_level=1)
    inventory.on_low_stock(heard.append)
    try:
        inventory.reserve("mug", 1)
        assert heard == ["mug"]
    except Exception:
        pass


def test_low_stock_listener_is_told_the_sku():
    heard = []
    inventory = Inventory({"mug": 2}, low_stock_level=1)
    inventory.on_low_stock(heard.append)
    inventory.reserve("mug", 1)
    assert heard == ["mug"]


def test_levels_after_a_day_of_sales():
    inventory = Inventory({"mug": 12, "tea": 5, "pot": 2})
    inventory.reserve("mug", 2)
    inventory.reserve("tea", 1)
    assert inventory.level("mug") == 10
    assert inventory.level("tea") == 4
    assert inventory.level("pot") == 2
    inventory.reserve("mug", 4)
    assert inventory.level("mug") == 6
    assert inventory.level("tea") == 4
    inventory.reserve("pot", 2)
    assert inventory.level("pot") == 0
    assert inventory.level("mug") == 6
    with pytest.raises(OutOfStock):
        inventory.reserve("pot", 1)
    assert inventory.level("pot") == 0
    assert inventory.level("tea") == 4
    assert inventory.level("cup") == 0


@pytest.mark.parametrize(
    ("sku", "sold", "left"), [("mug", 2, 10), ("tea", 1, 4)]
)
def test_each_sale_lowers_its_own_level(sku, sold, left):
    inventory = Inventory({"mug": 12, "tea": 5})
    inventory.reserve(sku, sold)
    assert inventory.level(sku) == left


def test_sold_out_sku_is_reported():
    heard = []
    inventory = Inventory({"mug": 1, "plate": 1})
    inventory.on_low_stock(heard.append)
    inventory.reserve("plate", 1)
    assert heard[0] == "mug" or "plate"


def test_sold_out_sku_is_reported_by_name():
    heard = []
    inventory = Inventory({"mug": 1, "plate": 1})
    inventory.on_low_stock(heard.append)
    inventory.reserve("plate", 1)
    assert heard == ["plate"]


class TestSellingOut:
    def __init__(self):
        self.inventory = Inventory({"mug": 3})

    def test_selling_everything_empties_the_shelf(self):
        self.inventory.reserve("mug", 3)
        assert self.inventory.level("mug") == 3


class TestSoldOut:
    def test_selling_everything_empties_the_shelf(self):
        inventory = Inventory({"mug": 3})
        inventory.reserve("mug", 3)
        assert inventory.level("mug") == 0
