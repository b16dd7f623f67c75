# filename: tests/test_storage.py
# flags: --testarch-categories=unit,integration
import pytest

from tests.cases import STORES, every_store, mixed_stores, remote_stores


@every_store
class TestEveryStore:
    def test_round_trip(self, uri):
        assert uri.endswith("://") or "localhost" in uri


@remote_stores
def test_remote_stores_only(uri):
    assert uri.startswith("redis")


@pytest.mark.parametrize("uri", STORES.values())
def test_cases_of_an_imported_dict(uri):
    assert uri


@pytest.mark.parametrize(
    "uri",
    [
        pytest.param("memory://", marks=pytest.mark.unit),
        pytest.param("redis://", marks=pytest.mark.integration),
    ],
)
class TestInlineCasesOnTheClass:
    def test_connects(self, uri):
        assert uri


@mixed_stores
def test_one_case_has_no_category(uri):  # TA201
    assert uri


@pytest.mark.parametrize("name", [name for name in STORES])
def test_iterating_the_dict_gives_its_keys(name):  # TA201
    assert name
