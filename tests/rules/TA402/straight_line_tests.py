# flags: --extend-select TA402
import unittest

import pytest
from pytest import raises


@pytest.fixture
def account():
    account = make_account()
    for amount in (1, 2):
        account.deposit(amount)
    if account.locked:
        account.unlock()
    try:
        yield account
    finally:
        account.close()


def make_account():
    account = Account()
    while not account.ready:
        account.poll()
    return account


@pytest.mark.parametrize("amount", [1, 2, 3])
def test_straight_line(account, amount):
    account.deposit(amount)
    label = "big" if amount > 2 else "small"
    assert account.balance == amount and label
    assert all(entry.ok for entry in account.entries if entry.amount)
    with raises(ValueError):
        account.withdraw(-1)


async def test_async_straight_line(client):
    async with client.session() as session:
        assert await session.get("/") == 200


class AccountTests(unittest.TestCase):
    def setUp(self):
        if not hasattr(self, "account"):
            self.account = make_account()

    def test_deposit(self):
        self.account.deposit(1)
        self.assertEqual(self.account.balance, 1)


class Builder:
    def test_like_name_outside_a_test_class(self):
        for part in self.parts:
            part.build()


def iffy_helper(values):
    return [value for value in values if value]
