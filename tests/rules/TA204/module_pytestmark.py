# flags: --testarch-categories=unit,integration,external_infra
# filename: tests/test_live_api.py
import pytest

pytestmark = pytest.mark.unit  # TA204


def test_one():
    assert 1 == 1


def test_two():
    assert 2 == 2
