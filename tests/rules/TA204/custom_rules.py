# flags: --testarch-category-name-rules=Sqlite=integration,Pure!=integration --testarch-categories=unit,integration,external_infra
import pytest


@pytest.mark.unit
class TestSqliteStore:  # TA204
    def test_saves(self):
        assert 1 == 1


@pytest.mark.integration
class TestPureFunctions:  # TA204
    def test_adds(self):
        assert 1 == 1


@pytest.mark.unit
class TestLiveIsNoLongerARule:
    def test_one(self):
        assert 1 == 1
