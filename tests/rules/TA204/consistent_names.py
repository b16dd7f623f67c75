# flags: --testarch-categories=unit,integration,external_infra
import pytest
from pytest import mark


@mark.unit
class TestDelivery:
    def test_word_inside_another_word_is_not_a_match(self):
        assert 1 == 1


@mark.integration
class TestLiveReload:
    def test_live_but_not_unit(self):
        assert 1 == 1


@mark.external_infra
class TestRealDaemonLifecycle:
    def test_starts(self):
        assert 1 == 1


class TestLiveWithoutCategory:
    def test_is_ta201s_business(self):
        assert 1 == 1


@pytest.mark.unit
def test_live_in_a_function_name_is_not_read():
    assert 1 == 1
