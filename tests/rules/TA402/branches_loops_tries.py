# flags: --extend-select TA402
import sys
import unittest

import pytest as pt


def test_platform_branch(app):
    if sys.platform == "win32":  # TA402
        assert app.path.name == "app.ini"
    elif sys.platform == "darwin":
        assert app.path.name == "app.plist"
    else:
        assert app.path.name == ".apprc"


def test_else_then_if_is_two_branches(app):
    if app.ready:  # TA402
        assert app.started
    else:
        if app.failed:  # TA402
            pt.fail("failed")


def test_loops(users):
    for user in users:  # TA402
        assert user.active
    while users.pending():  # TA402
        users.process()


async def test_async_loop(stream):
    async for chunk in stream:  # TA402
        assert chunk


def test_try_except(account):
    try:  # TA402
        account.withdraw(-1)
    except ValueError:
        pass


def test_try_finally(server):
    server.start()
    try:  # TA402
        assert server.ping()
    finally:
        server.stop()


def test_match(event):
    match event.kind:  # TA402
        case "created":
            assert event.id
        case _:
            assert False


def test_nested_helper_is_part_of_the_test(bus):
    def handler(event):
        if event.name == "saved":  # TA402
            bus.ack(event)

    bus.subscribe(handler)
    assert bus.publish("saved")


class TestAccount:
    def test_method(self, account):
        for amount in (1, 2):  # TA402
            account.deposit(amount)
        assert account.balance == 3


class AccountTests(unittest.TestCase):
    def test_unittest_method(self):
        for amount in (1, 2):  # TA402
            with self.subTest(amount=amount):
                self.assertTrue(deposit(amount))
