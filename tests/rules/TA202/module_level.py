# flags: --testarch-categories=unit,integration,external_infra
import pytest

pytestmark = [pytest.mark.unit, pytest.mark.integration]  # TA202


def test_one():
    assert 1 == 1


def test_two():
    assert 2 == 2
