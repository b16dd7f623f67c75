import unittest

from nose.tools import eq_, ok_
from nose.tools import istest


class RouteTests(unittest.TestCase):
    # nose's `eq_` and `ok_` are its assertions.
    def test_route_matches_its_path(self):
        eq_({"id": "1"}, match("/item/1"))

    def test_route_is_found(self):
        ok_(match("/item/1"))

    @istest
    def test_route_is_registered(self):  # TA301
        register("/item/{id}")
