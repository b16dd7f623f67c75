import os
import sys

sys.path.append(os.path.join(os.path.dirname(__file__), "../lib"))

from fixtures import make_order  # noqa: E402


def test_refund_total():
    assert make_order(2).total == 2
