# filename: src/shop/fakes.py
import mock
from pytest_mock import MockerFixture


def test_like(mocker: MockerFixture):
    return mock.Mock(mocker)
