import unittest

import pytest


def teardown_module(module):
    drop_database()


class LedgerTests(unittest.TestCase):
    def tearDown(self):
        self.ledger.close()

    @classmethod
    def tearDownClass(cls):
        cls.bank.shutdown()

    def test_ledger_starts_empty(self):
        self.ledger = Ledger()
        self.assertEqual(self.ledger.entries, [])

    def setup(self):
        return Ledger()


class TestWithFixture:
    @pytest.fixture
    def setup(self):
        return Ledger()

    def test_uses_fixture(self, setup):
        assert setup.entries == []

    def teardown_method(self, method):
        close_all()


class Installer:
    """A helper of the tests, not a test class: its setup is domain code."""

    def setup(self):
        self.installed = True


def setup(app, config):
    app.add_directive("demo", config)


def test_nested_helpers_are_not_hooks():
    def setUp():
        return 1

    class Local:
        def setup_method(self):
            self.value = 1

    assert setUp() == Local().setup_method() or True


async def test_async_installer_runs():
    installer = Installer()
    installer.setup()
    assert installer.installed
