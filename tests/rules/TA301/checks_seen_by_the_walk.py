import unittest

import pytest


def test_checks_only_through_a_name_imported_in_the_test(value=1):
    from pytest import fail as stop

    if value < 0:
        stop("negative")


def test_checks_in_an_expression(recwarn):
    caught = pytest.warns(UserWarning)
    with caught:
        emit()


@pytest.mark.parametrize("action", [pytest.raises(ValueError)])
def test_checks_only_in_its_parameters(action):
    with action:
        emit()


def test_raises_an_aliased_assertion_error():
    from builtins import AssertionError as Broken

    raise Broken("always")


def test_with_a_nested_function_that_asserts():
    def verify(value):
        assert value

    verify(emit())


def test_shipping_asserting_code(worker):
    code = """
assert compute() == 3
"""
    worker.run_code(code)


class TestCart:
    def test_checks_in_a_loop(self):
        for item in emit():
            self.check_item(item)
        else:
            raise ValueError("no items")

    def check_item(self, item):
        if not item:
            pytest.fail("empty")


class CartChecks(unittest.TestCase):
    async def test_awaits_an_assertion(self):
        await self.assert_async(emit())

    async def assert_async(self, value):
        self.assertTrue(value)

    def test_asserts_in_a_match(self):
        match emit():
            case []:
                self.fail("empty")


def emit():
    return [1]
