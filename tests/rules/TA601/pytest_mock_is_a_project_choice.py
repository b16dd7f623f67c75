"""Without a ban of its own, a project may use pytest-mock: only the mock
backport is banned by default."""
import mock  # TA601
import pytest_mock
from pytest_mock import MockerFixture

pytest_plugins = ["pytest_mock"]


def test_sends_receipt(mocker: MockerFixture, shop):
    send = mocker.patch("shop.mail.send", autospec=True)
    shop.checkout()
    send.assert_called_once()


def test_uses_the_plugin_module():
    assert pytest_mock.MockerFixture is MockerFixture
