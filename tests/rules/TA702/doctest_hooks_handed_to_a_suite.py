# Module functions handed to a doctest suite as its setUp and tearDown: the
# runner calls the teardown after each document the setup prepared.
import doctest
import sys
import types
import unittest


def setUp(test):
    sys.modules["shop_fake"] = types.ModuleType("shop_fake")


def tearDown(test):
    del sys.modules["shop_fake"]


def setup_without_a_teardown(test):
    sys.modules["shop_other"] = types.ModuleType("shop_other")  # TA702


def test_suite():
    return unittest.TestSuite((
        doctest.DocFileSuite("../guide.rst", setUp=setUp, tearDown=tearDown),
        doctest.DocTestSuite(setUp=setup_without_a_teardown),
    ))
