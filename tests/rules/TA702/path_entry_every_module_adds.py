# filename: tests/test_prices.py
# Every test module of the folder adds the same entry as it is imported:
# the suite's setup, written in each module. Whichever module runs first,
# the entry is there for every test.
import os
import sys

sys.path.append(os.path.join(os.path.dirname(__file__), "../lib"))

from fixtures import make_price  # noqa: E402


def test_price_in_cents():
    assert make_price(1).cents == 100
