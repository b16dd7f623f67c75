# flags: --testarch-banned-mock-modules=
import mock
import pytest_mock


def test_anything_goes(mocker):
    assert mocker and mock and pytest_mock
