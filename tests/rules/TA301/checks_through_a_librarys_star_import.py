# nose's `ok_` and `eq_` brought in by a star import of `nose.tools`: the
# linter cannot read the library, but the module's checks are known by
# name. Another name the star import may bring checks nothing known.
from nose.tools import *

from shop import parse


def test_parse_of_a_number():
    ok_(parse("1") == 1)


def test_parse_of_a_word():
    eq_(parse("one"), 1)


def test_parse_of_a_blank():  # TA301
    with_setup(parse(""))
