__all__ = ["Board"]

from .devices import Device


class Board(Device):
    def __init__(self, pin):
        self.pin = pin

    def flash(self, count, background=True):
        self.count = count
