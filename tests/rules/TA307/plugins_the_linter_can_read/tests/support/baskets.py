import pytest


@pytest.fixture
def basket():
    return []
