"""A class method of the project's class that only gives class attributes
back the values the class declares them with (`cls.seen =
defaultdict(list)` under `seen = defaultdict(list)`) is a clean slate;
one that writes other values arranges."""
import pytest

from tracing.printers import Printer


@pytest.fixture(autouse=True)
def _forget_printed():
    Printer.cleanup()


@pytest.fixture(autouse=True)
def _deeper():  # TA502
    Printer.deepen()
