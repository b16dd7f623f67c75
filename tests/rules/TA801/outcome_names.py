import unittest

import pytest


def test_login_with_valid_password_redirects(client):
    assert client.login("ann")


def test_skip_marked_test(pytester):
    assert pytester.runpytest().ret == 0


def test_fixture_runs_once_per_test():
    assert COUNT == 1


def test_call_from_test():
    assert called_from() == "test"


def test_template_test(env):
    assert env.from_string("{{ 1 is odd }}").render() == "True"


def test_book_lists_chapters():
    assert book().chapters


def test_networks_are_split():
    assert split("10.0.0.0/8")


def test_1st_item_is_header():
    assert rows()[0].header


def test_corrupt_entry_is_dropped_and_lookup_still_works(cache):
    cache.corrupt("a")
    assert cache.get("a") is None
    assert cache.get("b") == 2


class TestStorage:
    def testCorruptEntryIsDroppedAndLookupStillWorks(self):
        assert self.cache.get("a") is None


@pytest.fixture
def test_works():
    return "a fixture, not a test"


def helper_ok():
    return True


def test_nested_helpers_are_not_tests():
    def test():
        return 1

    def test_works():
        return 2

    assert test() + test_works() == 3


class Helper:
    def test_works(self):
        return "not collected: the class is no test class"


class TokenTests(unittest.TestCase):
    def testTokenExpiresAfterAnHour(self):
        self.assertTrue(expired(token(age=3601)))

    def setUp_works(self):
        pass


async def test_async_fetch_returns_page(client):
    assert await client.fetch("/") == "page"


def test_proxy_status_not_ok(proxy):
    assert proxy.request("/").error


def test_response_stat_isnot_ok(proxy):
    # The negation written joined to its verb: the stat is not "OK".
    assert proxy.request("/", stat="FAIL").error


class LoginTests(unittest.TestCase):
    def testProxyStatusNotOK(self):
        self.assertTrue(proxy_error())


def test_reply_without_ok_raises(client):
    with pytest.raises(ReplyError):
        client.parse({})


def test_reply_with_no_ok(client):
    with pytest.raises(ReplyError):
        client.parse({"n": 1})


class ReplyTests(unittest.TestCase):
    def testReplyWithoutOK(self):
        with self.assertRaises(ReplyError):
            parse_reply({})


def test_old_key_files_still_work_ok(keyring):
    assert keyring.load("legacy.pem").usable


def testOldKeyFilesStillWorkOk(keyring):
    assert keyring.load("legacy.pem").usable


class ToBytesTests(unittest.TestCase):
    # "with ok input", beside "with invalid length": the input, not a verdict.
    def test_to_two_bytes_w_ok(self):
        self.assertEqual(to_bytes(2, 513), b"\x02\x01")

    def test_to_two_bytes_w_invalid_length(self):
        with self.assertRaises(ValueError):
            to_bytes(2, 70000)

    def testParseWithOk(self):
        self.assertEqual(parse("1"), 1)


class WithStatementTests(unittest.TestCase):
    # `with` is the subject here, and "ok" the verdict.
    def test_with_ok(self):  # TA801
        with connect() as conn:
            self.assertTrue(conn.open)
