"""Stock levels, safe to change from several threads."""

import threading


class OutOfStock(Exception):
    """A reservation asked for more than is left."""


class Inventory:
    def __init__(self, stock=None, low_stock_level=0):
        self._stock = dict(stock or {})
        self._low_stock_level = low_stock_level
        self._lock = threading.Lock()
        self._low_stock_listeners = []

    def on_low_stock(self, listener):
        """Call ``listener(sku)`` on the reserving thread whenever a
        reservation leaves ``sku`` at or below the low stock level."""
        self._low_stock_listeners.append(listener)

    def level(self, sku):
        with self._lock:
            return self._stock.get(sku, 0)

    def reserve(self, sku, quantity):
        with self._lock:
            left = self._stock.get(sku, 0)
            if quantity > left:
                raise OutOfStock(sku)
            self._stock[sku] = left - quantity
            running_low = self._stock[sku] <= self._low_stock_level
        if running_low:
            for listener in self._low_stock_listeners:
                listener(sku)
