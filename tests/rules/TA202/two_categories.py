# flags: --testarch-categories=unit,integration,external_infra
import unittest

import pytest
from pytest import mark

integration = pytest.mark.integration


@pytest.mark.unit
@pytest.mark.integration
def test_two_decorators():  # TA202
    assert 1 + 1 == 2


@mark.unit
class TestClassAndMethod:
    @integration
    def test_method_adds_a_second(self):  # TA202
        assert 1 == 1

    def test_fine(self):
        assert 1 == 1


@mark.unit
@mark.external_infra
class TestTwoOnTheClass(unittest.TestCase):  # TA202
    def test_one(self):
        self.assertEqual(1, 1)

    def test_two(self):
        self.assertEqual(2, 2)


class TestPytestmarkList:  # TA202
    pytestmark = [mark.unit, mark.integration]

    def test_one(self):
        assert 1 == 1


@mark.integration
@pytest.mark.parametrize("value", [pytest.param(1, marks=mark.unit), 2])
async def test_a_case_adds_a_second(value):  # TA202
    assert value
