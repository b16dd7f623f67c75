# flags: --testarch-banned-mock-modules=mock,pytest_mock
import mock  # TA601
import mock as backport  # TA601
import mock.mock  # TA601
import pytest_mock  # TA601
from mock import MagicMock, patch  # TA601
from pytest_mock import MockerFixture  # TA601
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from pytest_mock.plugin import MockType  # TA601

pytest_plugins = ["pytester", "pytest_mock"]  # TA601


def test_imports_inside_the_test():
    from mock import call  # TA601

    assert call


class TestWithTheBackport:
    def test_method_import(self):
        import mock as m  # TA601

        assert m.ANY


def test_backport_or_skip():
    backported = pytest.importorskip("mock")  # TA601
    assert backported.ANY

try:
    import mock as tried_first  # TA601
except ImportError:
    tried_first = None


try:
    import json
except Exception:
    import mock as after_something_else  # TA601
