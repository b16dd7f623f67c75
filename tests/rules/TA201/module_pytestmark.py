# flags: --testarch-categories=unit,integration,external_infra
import pytest

pytestmark = pytest.mark.unit


def test_covered_by_the_module_mark():
    assert 1 + 1 == 2


class TestCoveredToo:
    def test_one(self):
        assert 1 == 1
