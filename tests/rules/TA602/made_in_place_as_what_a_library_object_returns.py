# A mock made in place as what a method of a patched library class's
# instance returns (`finder.return_value.get_service_info.return_value =
# Mock(port=80)`) is that library's object, as one bound to a name first
# would be; made for a project class's method, it is reported.
import unittest
from unittest import mock

from shop import lookup


@mock.patch("servicefinder.Finder", autospec=True)
class EndpointTest(unittest.TestCase):
    def test_endpoint(self, finder):
        finder.return_value.get_service_info.return_value = mock.Mock(address="::1", port=80)
        self.assertEqual("http://::1:80", lookup.endpoint("api"))


class RegisteredTest(unittest.TestCase):
    def test_endpoint_in_a_with(self):
        with mock.patch("servicefinder.Finder", autospec=True) as finder:
            finder.return_value.get_service_info.return_value = mock.Mock(address="::1", port=80)
            self.assertEqual("http://::1:80", lookup.endpoint("api"))

    @mock.patch("shop.registry.Registry", autospec=True)
    def test_registered(self, registry):
        registry.return_value.entry.return_value = mock.Mock(port=80)  # TA602
        self.assertEqual(80, lookup.registered("api"))
