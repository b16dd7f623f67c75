import unittest
from unittest import IsolatedAsyncioTestCase

import django.test
from aiohttp.test_utils import AioHTTPTestCase
from myproject.testing import ProjectTestCase
from tornado.testing import AsyncTestCase, gen_test
from twisted.trial import unittest as trial


class IsolatedTests(unittest.IsolatedAsyncioTestCase):
    async def test_fetch(self):
        self.assertEqual(await fetch("/"), 200)


class ImportedIsolatedTests(IsolatedAsyncioTestCase):
    async def test_fetch(self):
        self.assertEqual(await fetch("/"), 200)


class TornadoTests(AsyncTestCase):
    @gen_test
    async def test_fetch(self):
        self.assertEqual(await fetch("/"), 200)


class AiohttpTests(AioHTTPTestCase):
    async def test_fetch(self):
        self.assertEqual(await fetch("/"), 200)


class TrialTests(trial.TestCase):
    async def test_fetch(self):
        self.assertEqual(await fetch("/"), 200)


class DjangoTests(django.test.TestCase):
    async def test_fetch(self):
        self.assertEqual(await fetch("/"), 200)


class ProjectTests(ProjectTestCase):
    async def test_fetch(self):
        self.assertEqual(await fetch("/"), 200)


class AsyncRunnerBase(unittest.TestCase):
    def _callTestMethod(self, method):
        run_coroutine(method())


class CustomRunnerTests(AsyncRunnerBase):
    async def test_fetch(self):
        self.assertEqual(await fetch("/"), 200)


def run_in_loop(function):
    return function


class DecoratedTests(unittest.TestCase):
    @run_in_loop
    async def test_fetch(self):
        self.assertEqual(await fetch("/"), 200)


class MetaTests(unittest.TestCase, metaclass=AsyncMeta):
    async def test_fetch(self):
        self.assertEqual(await fetch("/"), 200)
