"""Ships orders on a background thread."""

import dataclasses
import queue
import threading


@dataclasses.dataclass(frozen=True)
class Order:
    order_id: str
    sku: str
    quantity: int = 1


class Fulfilment:
    """Reserves stock for each submitted order, then tells the customer.

    Orders are handled one at a time, in the order they were submitted, on a
    background thread. The id of every shipped order is put on ``shipped``.
    """

    def __init__(self, inventory, notifier):
        self._inventory = inventory
        self._notifier = notifier
        self._inbox = queue.Queue()
        self._cancelled = set()
        self._lock = threading.Lock()
        self.shipped = queue.Queue()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self):
        self._thread.start()

    def submit(self, order):
        self._inbox.put(order)

    def cancel(self, order_id):
        with self._lock:
            self._cancelled.add(order_id)

    def stop(self, timeout=5.0):
        self._inbox.put(None)
        self._thread.join(timeout)

    def _run(self):
        while True:
            order = self._inbox.get()
            if order is None:
                return
            with self._lock:
                if order.order_id in self._cancelled:
                    continue
            self._inventory.reserve(order.sku, order.quantity)
            self._notifier.order_shipped(order.order_id)
            self.shipped.put(order.order_id)
