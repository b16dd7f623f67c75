# flags: --testarch-banned-mock-modules=mock,pytest_mock
import unittest

import pytest as pt


def test_uses_mocker(mocker):  # TA601
    send = mocker.patch("shop.billing.send", autospec=True)
    assert send


async def test_async_mocker(mocker):  # TA601
    mocker.patch("shop.billing.send", autospec=True)
    assert True


class TestCheckout:
    def test_method(self, cart, mocker):  # TA601
        assert mocker and cart

    def test_other_scopes(self, class_mocker, module_mocker, session_mocker):  # TA601 # TA601 # TA601
        assert class_mocker and module_mocker and session_mocker


@pt.fixture
def gateway(mocker):  # TA601
    return mocker.Mock(spec=object)


@pt.fixture
def signed(*, package_mocker):  # TA601
    return package_mocker


def _helper(mocker):
    # a helper only receives what its caller asked for: the caller is reported
    return mocker.patch("shop.billing.send", autospec=True)


class NotCollected:
    def test_like(self, mocker):
        return mocker


class TestUnittestStyle(unittest.TestCase):
    def test_no_fixtures_here(self):
        self.assertTrue(True)
