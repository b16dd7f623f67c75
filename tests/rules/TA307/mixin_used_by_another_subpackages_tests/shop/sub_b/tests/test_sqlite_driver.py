import unittest

from shop.sub_a.tests import test_drivers


class TestSqliteDriver(test_drivers.DriverChecksMixin, unittest.TestCase):
    def make_driver(self):
        return object()
