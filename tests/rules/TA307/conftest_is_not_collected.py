# filename: tests/conftest.py
import pytest


@pytest.fixture
def server():
    yield start()


async def test_looks_like_a_test():
    assert await checkout()


def test_generator_like():
    yield 1


class Checks:
    def test_check(self):
        assert True
