"""What a function of the standard library builds keeps Python's signatures,
and a class the test defines in its own body has no contract beyond the
test; a project object still needs its spec."""
import logging
from unittest import mock

import inventory
from inventory import Warehouse


class Gauge:
    def read(self, channel):
        return channel


class LocalWarehouse(Warehouse):
    pass


def test_logger_warning_only_counted(stock_file):
    log = logging.getLogger("inventory.stock")
    with mock.patch.object(log, "warning") as warned:
        inventory.restock(stock_file, "bolts", 4)
    warned.assert_called_once_with("low on %s", "bolts")


def test_patching_a_throwaway_class(mocker):
    class Scratch:
        def size(self):
            return 3

    mocker.patch.object(Scratch, "size", return_value=0)
    assert inventory.total([Scratch()]) == 0


def test_project_object_still_needs_a_spec(stock_file):
    store = Warehouse(stock_file)
    with mock.patch.object(store, "reserve") as reserve:  # TA602
        inventory.restock_from(store, "bolts")
    reserve.assert_called_once()


@mock.patch.object(Gauge, "read")
def test_patching_a_class_the_file_defines(read):
    read.return_value = 7
    assert inventory.total_of([Gauge()]) == 7
    read.assert_called_once_with(0)


@mock.patch.object(LocalWarehouse, "reserve")  # TA602
def test_patching_a_class_of_the_file_that_inherits_the_projects(reserve):
    inventory.restock_from(LocalWarehouse("stock"), "bolts")
    reserve.assert_called_once()


def test_logger_warning_counted_when_built_inline(stock_file):
    with mock.patch.object(logging.getLogger("inventory.stock"), "warning") as warned:
        inventory.restock(stock_file, "bolts", 4)
    warned.assert_called_once_with("low on %s", "bolts")


def test_project_object_built_inline_still_needs_a_spec(stock_file):
    with mock.patch.object(Warehouse(stock_file), "reserve") as reserve:  # TA602
        inventory.restock(stock_file, "bolts", 4)
    reserve.assert_called_once()
