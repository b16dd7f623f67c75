import contextlib
import unittest

import pytest
import pytest as pt
from pytest import fixture
from tornado.testing import AsyncTestCase, gen_test


@pytest.fixture
def server():
    server = start()
    yield server
    server.stop()


@pt.fixture(scope="module")
def database():
    yield connect()


@fixture
def client():
    yield make_client()


def test_nested_generator_is_not_the_test():
    def numbers():
        yield 1
        yield 2

    assert list(numbers()) == [1, 2]
    assert list(x for x in numbers()) == [1, 2]


def test_yield_in_a_string():
    assert "yield" in keywords()


def test_lambda_and_class_inside():
    class Source:
        def __iter__(self):
            yield 1

    assert list(Source()) == [1]


def make_cases():
    yield 1


@contextlib.contextmanager
def test_context_helper():
    yield


class GenTests(AsyncTestCase):
    @gen_test
    def test_coroutine_style(self):
        response = yield fetch("/")
        self.assertEqual(response, 200)


class Helpers(unittest.TestCase):
    def cases(self):
        yield 1

    def test_uses_cases(self):
        self.assertEqual(list(self.cases()), [1])


class DeferredTests(unittest.TestCase, metaclass=InlineCallbacksMeta):
    def test_driven_by_the_metaclass(self):
        result = yield fetch("/")
        self.assertEqual(result, 200)


class GeneratorRunnerBase(unittest.TestCase):
    def run(self, result=None):
        return drive_generators(self, result)


class DrivenTests(GeneratorRunnerBase):
    def test_driven_by_the_base(self):
        result = yield fetch("/")
        self.assertEqual(result, 200)
