import unittest
from unittest import IsolatedAsyncioTestCase

import pytest as pt


def test():  # TA801
    assert parse("1") == 1


def test_1():  # TA801
    assert parse("1") == 1


def test2():  # TA801
    assert parse("2") == 2


def test_519():  # TA801
    assert parse("519") == 519


def test_login_works(client):  # TA801
    assert client.login("ann")


@pt.mark.parametrize("size", [1, 2])
def test_upload_ok(client, size):  # TA801
    assert client.upload(b"x" * size)


def test_checkout_smoke_test(client):  # TA801
    assert client.get("/checkout").status_code == 200


def test_api_integration_tests(client):  # TA801
    assert client.get("/api").status_code == 200


async def test_fetch_works(client):  # TA801
    assert await client.fetch("/") == "page"


class TestParser:
    def test_parse_works(self):  # TA801
        assert parse("1") == 1

    def test_parse_OK(self):  # TA801
        assert parse("1") == 1


class ParserTests(unittest.TestCase):
    def testParserWorks(self):  # TA801
        self.assertEqual(parse("1"), 1)

    def testParserOK(self):  # TA801
        self.assertEqual(parse("1"), 1)

    def testParserUnitTest(self):  # TA801
        self.assertEqual(parse("1"), 1)

    def test_3(self):  # TA801
        self.assertEqual(parse("3"), 3)


class FetchTests(IsolatedAsyncioTestCase):
    async def test_fetch_ok(self):  # TA801
        self.assertEqual(await fetch("/"), "page")



def test_lookup_after_restart_works(client):  # TA801
    assert client.lookup("a")


class RejectsAnUnknownQueueTests(unittest.TestCase):
    # Its one test: the run reports `RejectsAnUnknownQueueTests::test`.
    def test(self):
        self.assertRaises(KeyError, {}.__getitem__, "jobs")


class TestTaggedPlainClass:
    # Its one test, numbered: the run reports `TestTaggedPlainClass::test_1`.
    def test_1(self):
        assert {"tag"} <= {"tag", "other"}


class NumberedQueueChecks(unittest.TestCase):
    def test_1(self):  # TA801
        self.assertEqual(len([]), 0)

    def test_2(self):  # TA801
        self.assertEqual(len(()), 0)


class QueueChecks(unittest.TestCase):
    def test(self):  # TA801
        self.assertEqual(len([]), 0)

    def test_empty_queue_has_no_length(self):
        self.assertEqual(len(()), 0)


class RunnerChecks(unittest.TestCase):
    # The runner under test loads test modules: a test is the subject.
    def test_SyntaxErrorInUnitTest(self):
        self.assertEqual(len([]), 0)

    def test_skip_reported_from_a_smoke_test(self):
        self.assertEqual(len(()), 0)

    def test_runner_unit_test(self):  # TA801
        self.assertEqual(len(()), 0)
