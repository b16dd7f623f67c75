import unittest
import unittest as ut
from unittest import TestCase, mock


class ClientTests(unittest.TestCase):
    async def test_fetch(self):  # TA307
        self.assertEqual(await fetch("/"), 200)

    def test_sync_is_fine(self):
        self.assertTrue(True)

    async def helper(self):
        return 1


class AliasTests(ut.TestCase):
    @unittest.skipIf(False, "never")
    @mock.patch("app.fetch")
    async def test_patched(self, fetch):  # TA307
        self.assertTrue(fetch)


class FromImportTests(TestCase):
    async def test_from_import(self):  # TA307
        self.assertTrue(await fetch("/"))


class Mixin:
    def assertOk(self, response):
        self.assertEqual(response, 200)


class BaseTests(Mixin, unittest.TestCase):
    pass


class DerivedTests(BaseTests):
    async def test_through_same_file_bases(self):  # TA307
        self.assertOk(await fetch("/"))
