import unittest

from shop import errors
from shop.locations import Location


class LocationTestBase(unittest.TestCase):
    def setUp(self):
        self.location = Location()

    def _check_rejected(self, uri):
        self.assertRaises(errors.BadUri, self.location.parse_uri, uri)

    def _check_rejected_port(self, port):
        with self.assertRaises(errors.BadPort):
            self.location.set_port(port)
