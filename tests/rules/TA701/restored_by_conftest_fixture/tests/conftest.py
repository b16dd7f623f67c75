import os

import pytest


@pytest.fixture(autouse=True)
def clean_environ():
    original = os.environ.copy()
    yield
    os.environ.clear()
    os.environ.update(original)


@pytest.fixture
def restoring_home():
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(os, "environ", dict(os.environ))
        yield
