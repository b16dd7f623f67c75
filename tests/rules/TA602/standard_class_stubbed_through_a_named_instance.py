# A standard-library class patched whole, whose instance the test names
# (`parser = mock_parser.return_value`) or hands to a helper of its class
# that does, and then only checks through its methods: a stub of those
# methods, whose interface is Python's own.
from unittest import mock

from shop.settings import Settings


class TestSettings:
    @staticmethod
    def _assert_read(mock_parser, path):
        parser = mock_parser.return_value
        Settings.load()
        parser.read.assert_called_with([path])

    @mock.patch("configparser.ConfigParser")
    def test_load_from_home(self, mock_parser):
        self._assert_read(mock_parser, "/home/shop.ini")

    @mock.patch("configparser.ConfigParser")
    def test_load_without_a_home(self, mock_parser):
        parser = mock_parser.return_value
        Settings.load()
        parser.read.assert_called_with(["shop.ini"])

    @mock.patch("configparser.ConfigParser")  # TA602
    def test_load_keeps_the_parser(self, mock_parser):
        parser = mock_parser.return_value
        settings = Settings.load()
        assert settings.parser is parser
