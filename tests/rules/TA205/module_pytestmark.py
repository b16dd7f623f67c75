# flags: --testarch-categories=unit,integration,external_infra
import pytest

pytestmark = [pytest.mark.external_infra, pytest.mark.slow]  # TA205


def test_one():
    assert 1 == 1


@pytest.mark.skipif(True, reason="gated")
def test_two():
    assert 2 == 2


def test_three():
    assert 3 == 3
