# A hand-built mock given to `patch` as the replacement (`new`) of a
# standard module as a module of the project imports it stands in for
# Python's own module; one put in place of a project module is a stand-in
# for the project's interface and is reported.
from unittest import mock

from shop.layout import column_width, price_column


def test_width_follows_the_terminal():
    fake_shutil = mock.Mock()
    fake_shutil.get_terminal_size.return_value = (90, 24)
    with mock.patch("shop.layout.shutil", fake_shutil):
        assert column_width() == 30


def test_width_with_the_size_given_in_place():
    size = mock.Mock(return_value=(60, 24))
    fake_shutil = mock.Mock(get_terminal_size=size)
    with mock.patch("shop.layout.shutil", fake_shutil):
        assert column_width() == 20


def test_price_column_label():
    fake_pricing = mock.Mock()  # TA602
    fake_pricing.label.return_value = "price"
    with mock.patch("shop.layout.pricing", fake_pricing):
        assert price_column() == "price"
