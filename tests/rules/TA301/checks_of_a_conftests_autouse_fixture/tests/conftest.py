import pytest

from parser import open_handles


@pytest.fixture(autouse=True)
def _no_leaked_handles():
    yield
    assert open_handles() == 0
