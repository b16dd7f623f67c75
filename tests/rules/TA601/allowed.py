"""unittest.mock, monkeypatch, a project's own mocker fixture and mock in strings are fine."""
import unittest
import unittest.mock as um
from unittest import mock
from unittest.mock import MagicMock, patch

import pytest
from pytest import fixture

from mocking_helpers import mocker_like  # a project module that only sounds alike
from . import mock as local_mock  # a relative import is the project's own

pytest_plugins = ["pytester"]


@fixture
def mocker():
    """The project's own fixture named like pytest-mock's."""
    return um.MagicMock(spec=object)


def test_own_mocker(mocker):
    assert mocker


def test_unittest_mock(monkeypatch):
    with patch("shop.billing.send", autospec=True) as send, mock.patch.object(
        unittest, "main", autospec=True
    ):
        monkeypatch.setattr("shop.billing.TAX", 0)
    assert send and MagicMock and mocker_like and local_mock


def test_source_in_a_string(pytester):
    pytester.makepyfile("import mock\nfrom pytest_mock import mocker\n")
    assert pytest.importorskip("unittest.mock")


class TestInTestCase(unittest.TestCase):
    @mock.patch("shop.billing.send", autospec=True)
    def test_patched(self, send):
        self.assertTrue(send)


try:
    from unittest import mock as fallback_mock
except ImportError:
    import mock as fallback_mock


try:
    from unittest.mock import patch as bare_fallback_patch
except:  # noqa: E722 (a handler for anything still runs only if that failed)
    from mock import patch as bare_fallback_patch


def test_uses_the_standard_library_where_it_exists():
    assert fallback_mock.sentinel.a is fallback_mock.sentinel.a

try:
    from unittest import mock as second_fallback
    HAVE_MOCK = True
except ImportError:
    try:
        import mock as second_fallback
        HAVE_MOCK = True
    except ImportError:
        HAVE_MOCK = False
