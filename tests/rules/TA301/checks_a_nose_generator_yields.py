# A generator test yields its checks for nose to call: a helper of the file
# that asserts, or an assertion itself. Yielding something that checks
# nothing checks nothing.
from nose.tools import assert_equal

from shop.prices import format_price, parse_price


def check_parsed(text, cents):
    assert_equal(parse_price(text), cents)


def test_prices_are_parsed():
    for text, cents in [("1.00", 100), ("0.50", 50)]:
        yield check_parsed, text, cents


def test_prices_are_formatted():
    for cents in (100, 50):
        yield assert_equal, format_price(cents), f"{cents / 100:.2f}"


def test_prices_are_shown():  # TA301
    for cents in (100, 50):
        yield print, format_price(cents)
