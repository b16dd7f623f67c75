# flags: --testarch-max-asserts=3
import unittest

import pytest


def test_three_asserts_is_the_limit(cart):
    assert cart.empty
    assert cart.count == 0
    assert cart.total == 0


@pytest.mark.parametrize("value", range(20))
def test_a_loop_counts_once(value, items):
    for item in items:
        assert item.valid
    for item in items:
        with pytest.raises(ValueError):
            item.reject(value)


def test_helpers_do_not_count(cart):
    check_cart(cart)
    check_cart(cart)
    check_cart(cart)
    check_cart(cart)
    assert cart.ok


def check_cart(cart):
    assert cart.count >= 0
    assert cart.total >= 0
    assert cart.items is not None
    assert cart.owner


@pytest.fixture
def cart():
    cart = make_cart()
    assert cart.empty
    assert cart.count == 0
    assert cart.total == 0
    assert cart.owner is None
    return cart


def test_words_that_only_look_like_assertions(log):
    assertion_count = log.assertions()
    log.record("assert", "fail", "raises", "warns")
    log.failures.append(assertion_count)
    log.assertion_helper()
    assert log.ok


class CartTests(unittest.TestCase):
    def setUp(self):
        self.assertTrue(True)
        self.assertTrue(True)
        self.assertTrue(True)
        self.assertTrue(True)

    def test_one(self):
        self.assertEqual(self.cart.count, 0)


class Helper:
    def test_like_name_outside_test_class(self):
        assert 1
        assert 2
        assert 3
        assert 4
