import unittest
from unittest import mock

import pytest
from shop.testing import HttpRecorder


def test_real_assertions(value, response):
    assert value > 0, "value is positive"
    assert value == "a" or value == "b"
    assert value in ("a", "b")
    assert f"{value}" == "a"
    assert len(response.body) > 0


def test_equality_semantics(make):
    first = make()
    assert first == first
    assert first.attr == first.attr
    assert make() == make()
    assert response_selector_is_cached(first)


def response_selector_is_cached(response):
    return response.selector is response.selector


def test_literal_written_two_ways():
    assert 0x10 == 16


def test_marker_next_to_real_checks():
    try:
        int("x")
        assert False, "did not raise"
    except ValueError:
        assert True


def test_marker_written_as_equal_literals():
    try:
        int("x")
        assert 1 == 2, "did not raise"
    except ValueError:
        assert 1 == 1


def test_marker_where_the_else_fails(gate):
    try:
        gate.open()
    except PermissionError:
        assert True
    else:
        raise AssertionError("the gate opened")


def test_marker_in_a_worker_the_test_checks_after(pool):
    seen = []

    def worker():
        seen.append(pool.take())
        assert True

    runner = pool.run(worker)
    runner.wait()
    assert seen == [1]


def test_failure_idioms(value):
    if value is None:
        assert False, "unreachable"
    assert value


def test_mock_api():
    sender = mock.Mock()
    sender.send("x")
    sender.send.assert_called_once_with("x")
    assert sender.send.called
    assert sender.send.call_count == 1
    sender.aclose.assert_not_awaited()


class Recorder:
    def __init__(self):
        self.calls = []

    def called_with(self, value):
        return value in self.calls


def test_own_spy_with_a_typo_like_name():
    recorder = Recorder()
    recorder.calls.append(1)
    assert recorder.called_with(1)


@pytest.fixture
def ready():
    return True


class TestUnittest(unittest.TestCase):
    def test_messages(self):
        body = b"ok"
        self.assertTrue(body.startswith(b"o"), body)
        self.assertTrue(body, (body, "x"))
        self.assertTrue(body, None)
        self.assertTrue(body, msg="body")
        self.assertFalse(not body, f"empty {body!r}")

    def test_failure_idioms(self):
        if not self:
            self.assertTrue(False)
            self.assertFalse("unreachable")
        self.assertEqual(1 + 1, 2)
        self.assertEqual(self, self)
        self.assertIsNotNone(self)


class DeepEqualityTests(unittest.TestCase):
    def test_nested_containers_compare_by_value(self):
        self.assertEqual([()], [()])
        self.assertNotEqual([()], [(), ()])
        assert ((1,),) == ((1,),)


class MigrationOutput(unittest.TestCase):
    def test_rename_emits_the_statement(self):
        # The recorder's own `assert_` compares what was emitted with the
        # text given: a method of that object, not unittest's alias.
        recorder = record_statements("mssql")
        recorder.assert_("EXEC sp_rename 't.c', x, 'COLUMN'")


def check_output(case, text):
    case.assert_("non-empty")  # TA305


class OlderUnittestSupport(unittest.TestCase):
    def _raises_matching(self, error, pattern, call):
        # Reading the method only asks whether this unittest has it.
        try:
            self.assertRaisesRegex
        except AttributeError:
            check = self.assertRaisesRegexp
        else:
            check = self.assertRaisesRegex
        return check(error, pattern, call)

    def test_bad_port_is_refused(self):
        self._raises_matching(ValueError, "port", lambda: int("http"))

    def test_named_outside_the_probe(self):
        try:
            self.assertIsNotNone  # TA305
        except KeyError:
            pass


def test_a_recorder_typed_as_what_it_is(requests_mock: HttpRecorder, client):
    requests_mock.post("https://auth.example/token", json={"ok": True})
    client.fetch_token()
    assert requests_mock.called_once


def test_a_mock_typed_as_a_mock(sender: mock.Mock, client):
    client.send(sender)
    assert sender.called_once  # TA305


def test_a_dead_letter_does_not_escape(system, actor):
    system.kill(actor)
    system.tell(actor, "hello")
    # No exception thrown: getting here is what this test checks.
    assert True


def _same_rows(expected, actual):
    assert list(expected) == list(actual)


def test_markup_read_back(read_markup):
    # The checks are made by a helper of the file; `assert True` marks the
    # branch where the parser accepted the text.
    _same_rows([("a", 1)], read_markup("<tr><td>a</td><td>1</td></tr>"))
    try:
        read_markup("<tr>")
    except ValueError:
        pass
    else:
        assert True, "the lenient parser accepts it"
