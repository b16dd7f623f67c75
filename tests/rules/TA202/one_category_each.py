# flags: --testarch-categories=unit,integration,external_infra
import pytest

pytestmark = pytest.mark.unit


@pytest.mark.unit
def test_repeating_the_same_category():
    assert 1 + 1 == 2


@pytest.mark.slow
class TestOtherMarks:
    @pytest.mark.xfail(reason="not yet")
    def test_one(self):
        assert 1 == 1


@pytest.mark.parametrize("value", [pytest.param(1, marks=pytest.mark.unit), 2])
def test_param_repeats_it(value):
    assert value
