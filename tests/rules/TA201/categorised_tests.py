# flags: --testarch-categories=unit,integration,external_infra
import unittest

import pytest as pt
from pytest import mark

unit = pt.mark.unit
pytestmark = [pt.mark.slow]


@unit
def test_with_an_alias():
    assert 1 + 1 == 2


@mark.integration
async def test_async_with_a_category():
    assert 1 + 1 == 2


@pt.mark.unit
class TestMarkedClass:
    def test_one(self):
        assert 1 == 1

    class TestNested:
        def test_inherits_the_outer_mark(self):
            assert 2 == 2


class TestWithClassPytestmark:
    pytestmark = [pt.mark.integration, pt.mark.slow]

    def test_one(self):
        assert 1 == 1


class TestEveryMethodMarked:
    @mark.unit
    def test_one(self):
        assert 1 == 1

    @mark.external_infra
    def test_two(self):
        assert 2 == 2


class CategorisedBase:
    pytestmark = pt.mark.unit


class TestInheritsFromBase(CategorisedBase):
    def test_one(self):
        assert 1 == 1


@mark.unit
class StorageTests(unittest.TestCase):
    def test_saves(self):
        self.assertEqual(1, 1)


@pt.mark.parametrize(
    "value",
    [pt.param(1, marks=pt.mark.unit), pt.param(2, marks=[pt.mark.integration, pt.mark.slow])],
)
def test_every_case_categorised(value):
    assert value


class NotATestClass:
    def test_looks_like_one(self):
        assert True is not False
