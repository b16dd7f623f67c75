# filename: tests/test_prices.py
# Another test module of the folder does not add the entry: whether its
# tests see it depends on whether this module was imported first.
import os
import sys

sys.path.append(os.path.join(os.path.dirname(__file__), "../lib"))  # TA702

from fixtures import make_price  # noqa: E402


def test_price_in_cents():
    assert make_price(1).cents == 100
