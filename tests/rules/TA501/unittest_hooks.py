import unittest
import unittest as ut
from unittest import IsolatedAsyncioTestCase, TestCase


def setUpModule():  # TA501
    global CONNECTION
    CONNECTION = connect()


class AccountTests(unittest.TestCase):
    def setUp(self):  # TA501
        super().setUp()
        self.account = Account(balance=10)

    @classmethod
    def setUpClass(cls):  # TA501
        cls.bank = Bank()

    def tearDown(self):
        self.account.close()

    def test_withdraw_lowers_balance(self):
        self.account.withdraw(3)
        self.assertEqual(self.account.balance, 7)


class AliasedTests(ut.TestCase):
    def setUp(self):  # TA501
        self.addCleanup(reset_registry)
        register("plugin")

    def test_registry_holds_plugin(self):
        self.assertIn("plugin", registry())


class FetchTests(IsolatedAsyncioTestCase):
    async def asyncSetUp(self):  # TA501
        self.client = await open_client()

    async def test_fetch_returns_page(self):
        self.assertEqual(await self.client.fetch("/"), "page")


class ModelTests(TestCase):
    @classmethod
    def setUpTestData(cls):  # TA501
        cls.user = User.objects.create(name="ann")

    def test_user_is_active(self):
        self.assertTrue(self.user.active)


class SkippingThenArranging(TestCase):
    def setUp(self):  # TA501
        if not HAS_SSL:
            self.skipTest("no ssl")
        self.context = make_context()

    def test_context_verifies(self):
        self.assertTrue(self.context.verify)


class FlagTests(TestCase):
    def setUp(self):  # TA501
        self.finished = False

    def tearDown(self):
        self.assertTrue(self.finished)

    def test_finishes(self):
        self.finished = True


class SavedButUsedByTests(TestCase):
    def setUp(self):  # TA501
        self.saved = Configurable._save_configuration()

    def tearDown(self):
        Configurable._restore_configuration(self.saved)

    def test_saved_is_default(self):
        self.assertEqual(self.saved, {})
