# A file written for nose (it imports nose): nose's collector runs each
# check a generator test yields, so the body runs.
from nose.tools import assert_equal

from shop.prices import parse_price


def check_price(text, cents):
    assert_equal(parse_price(text), cents)


def test_prices():
    for text, cents in [("1.00", 100), ("0.50", 50)]:
        yield check_price, text, cents
