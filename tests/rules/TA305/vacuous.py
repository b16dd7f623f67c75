import unittest
from unittest import mock
from unittest.mock import MagicMock as Spy

import pytest


def test_literals(value):
    assert "value is positive"  # TA305
    assert f"value {value}"  # TA305
    assert (value > 0, "value is positive")  # TA305
    assert [value]  # TA305
    assert lambda: value  # TA305
    assert b"123", value  # TA305


def test_or_with_a_literal(value):
    assert value == "a" or "b"  # TA305
    assert value == 1 or 2  # TA305


def test_fixed_comparisons(items):
    assert 1 == 1  # TA305
    assert None is None  # TA305
    assert items is items  # TA305
    assert len(items) >= 0  # TA305
    assert 0 <= len(items)  # TA305


def test_assert_true_stands_in(client):
    client.ping()
    assert True  # TA305


def test_mock_typos():
    sender = mock.Mock()
    spy = Spy()
    assert sender.send.called_once_with("x")  # TA305
    assert sender.called_with("x")  # TA305
    assert spy.called_once  # TA305
    sender.send.called_once_with("x")  # TA305
    sender.has_calls([mock.call("x")])  # TA305
    spy.not_called()  # TA305
    sender.aclose.awaited_once_with()  # TA305


def test_assertion_named_not_called():
    sender = mock.Mock()
    sender.assert_called_once  # TA305


async def test_async(client):
    assert (await client.ping(), "no pong")  # TA305


class TestPytestClass:
    def test_method(self, value):
        assert "msg", value  # TA305


def helper_check(value):
    assert f"{value} is bad"  # TA305


class TestUnittest(unittest.TestCase):
    def test_message_argument(self):
        cipher = ["ECDHE", "ECDSA"]
        self.assertTrue(cipher[:2], ("ECDHE", "ECDSA"))  # TA305
        self.assertTrue(len(cipher), 2)  # TA305
        self.assertFalse(cipher.count("x"), False)  # TA305

    def test_literals(self):
        self.assertTrue("always")  # TA305
        self.assertFalse(0)  # TA305
        self.assertIsNotNone([1, 2])  # TA305
        self.assertIsNone(None)  # TA305
        self.assertEqual(3, 3)  # TA305
        value = object()
        self.assertIs(value, value)  # TA305
        self.assertGreaterEqual(len([]), 0)  # TA305

    def test_stand_in(self):
        self.assertTrue(True)  # TA305


def test_deprecated_alias_is_read_for_its_warning(registry):
    with pytest.deprecated_call():
        registry.assert_all_fired
    with pytest.raises(AttributeError):
        registry.assert_nothing_left
    registry.assert_called_once  # TA305


def test_marker_in_a_worker_with_no_check_anywhere(pool):
    def worker():
        pool.take()
        assert True  # TA305

    pool.run(worker)


class HelperCases(unittest.TestCase):
    def test_alias_on_the_case_itself(self):
        case = self
        case.assertTrue("always")  # TA305


def test_equal_literals_stand_in_for_the_check(parser):
    try:
        parser.parse("x")
    except ValueError:
        assert 1 == 1  # TA305


def test_a_dead_letter_is_delivered(system, actor):
    system.kill(actor)
    system.tell(actor, "hello")
    assert True  # TA305


def test_typos_outside_the_blocks_that_expect_them_to_raise(registry):
    with pytest.raises(AttributeError):
        registry.called_once_with(1)
    registry.called_once_with(1)  # TA305


class SafeMockTest(unittest.TestCase):
    def test_misspelt_assertions_are_refused(self):
        m = mock.Mock()
        with self.assertRaisesRegex(AttributeError, "assertion"):
            m.called_once_with()
        with self.assertRaises(AttributeError):
            assert m.has_calls([])
        m.called_once()  # TA305


class HandlerMarkerWithNothingElse(unittest.TestCase):
    def test_only_the_marker(self):
        try:
            publish_all("drafts")
        except Exception:
            self.assertEqual(0, 0)  # TA305


def _show_rows(rows):
    print(rows)


def test_markup_shown(read_markup):
    _show_rows(read_markup("<tr><td>a</td></tr>"))
    assert True  # TA305
