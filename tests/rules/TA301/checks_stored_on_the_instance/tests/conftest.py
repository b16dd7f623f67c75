import pytest


@pytest.fixture
def ensure_counts(store):
    def _ensure_counts(**expected):
        for name, count in expected.items():
            assert store.count(name) == count

    return _ensure_counts


@pytest.fixture
def make_report(store):
    def _make_report():
        return store.summary()

    return _make_report
