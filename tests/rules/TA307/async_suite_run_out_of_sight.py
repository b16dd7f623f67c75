# No pytest configuration and nothing that shows how pytest is run (no tox,
# nox, Makefile or CI file): the mode that runs coroutine tests may come on
# a command line the linter cannot see.
import pytest


@pytest.fixture
def store():
    return {"a": 1}


async def test_lookup(store):
    assert store["a"] == 1
