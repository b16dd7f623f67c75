import pytest

import retrying


@pytest.fixture
def retrying_as_it_starts():
    retrying.set_enabled(True)
    yield
    retrying.set_enabled(True)
