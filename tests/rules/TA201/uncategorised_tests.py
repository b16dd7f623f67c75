# flags: --testarch-categories=unit,integration,external_infra
import unittest

import pytest
from pytest import mark


def test_module_level_without_category():  # TA201
    assert 1 + 1 == 2


async def test_async_without_category():  # TA201
    assert 1 + 1 == 2


class TestWithoutCategory:  # TA201
    def test_one(self):
        assert 1 == 1

    def test_two(self):
        assert 2 == 2


class TestPartlyCategorised:  # TA201
    @mark.unit
    def test_marked(self):
        assert 1 == 1

    def test_unmarked(self):
        assert 2 == 2


class TestStorage(unittest.TestCase):  # TA201
    def test_saves(self):
        self.assertEqual(1, 1)


@pytest.mark.parametrize(
    "value",
    [pytest.param(1, marks=pytest.mark.unit), pytest.param(2), 3],
)
def test_some_cases_uncategorised(value):  # TA201
    assert value


@pytest.mark.slow
def test_other_marks_are_not_categories():  # TA201
    assert True is not False


class TestOuter:
    @pytest.mark.unit
    def test_marked(self):
        assert 1 == 1

    class TestInner:  # TA201
        def test_unmarked(self):
            assert 2 == 2


def helper_not_a_test():
    return 1


@pytest.fixture
def not_a_test_either():
    return 1
