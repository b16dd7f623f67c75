import importlib
import logging


class Swap:
    """Puts a value at a dotted name and the old one back on exit."""

    def __init__(self, target, value):
        owner, _, self.name = target.rpartition(".")
        self.owner = importlib.import_module(owner)
        self.value = value

    def __enter__(self):
        self.saved = getattr(self.owner, self.name)
        setattr(self.owner, self.name, self.value)
        return self.value

    def __exit__(self, *exc):
        setattr(self.owner, self.name, self.saved)

    def __call__(self, function):
        def wrapper(*args, **kwargs):
            with self:
                return function(*args, **kwargs)
        return wrapper


def listening(logger_name):
    """Lists the records a logger emits."""
    return logging.getLogger(logger_name)
