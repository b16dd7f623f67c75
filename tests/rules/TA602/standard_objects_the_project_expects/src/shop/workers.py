from __future__ import annotations

import select
import subprocess
from collections.abc import Collection
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Optional

from shop.orders import Order


def stop_all(procs: Collection[subprocess.Popen[bytes]]) -> None:
    for proc in procs:
        proc.terminate()


def ship(order: Order) -> None:
    order.mark_shipped()


class Publisher:
    def __init__(self, channel: Optional[Connection], name: str = "main"):
        self.channel = channel


class NamedPublisher(Publisher):
    pass


def notify(target: "Connection | None" = None) -> None:
    if target is not None:
        target.send("done")


import logging
import threading

log = logging.getLogger("shop.workers")
ready = threading.Event()
registry = Publisher(None)


class Dispatcher:
    def add_handlers(self, words: list[str], handlers: list[logging.Handler]) -> None:
        self.handlers = {tuple(words): handlers}

    def ship_each(self, orders: list[Order]) -> None:
        self.orders = orders


class QuietDispatcher(Dispatcher):
    pass


if TYPE_CHECKING:
    ProcessText = subprocess.Popen[str]
else:
    ProcessText = subprocess.Popen
Reader = Order


def drain(proc: ProcessText) -> str:
    return proc.stdout.read()


def read_with(reader: Reader) -> str:
    return reader.read()


def wait_for_input(timeout: float) -> list:
    poller = select.poll()
    poller.register(0, select.POLLIN)
    return poller.poll(int(timeout * 1000))


def make_pool():
    return None


def start() -> None:
    make_pool().submit(ship)
