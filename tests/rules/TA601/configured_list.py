# flags: --testarch-banned-mock-modules=mock,unittest.mock
import mock  # TA601
import unittest.mock as um  # TA601
from unittest import mock as stdlib_mock  # TA601
from unittest import TestCase
from unittest.mock import patch  # TA601


def test_mocker_is_allowed_here(mocker):
    assert mocker and um and stdlib_mock and patch and mock and TestCase
