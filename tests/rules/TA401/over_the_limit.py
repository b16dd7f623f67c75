# flags: --testarch-max-asserts=3
import re
import unittest
from unittest import mock

import pytest as pt
from pytest import raises


def test_four_values_checked(cart, stock, ledger):  # TA401
    cart.add("apple")
    assert cart.count == 1
    assert stock.level("apple") == 9
    assert ledger.total == 3
    assert not basket.pending


def test_mixed_kinds_count_together(client):  # TA401
    sender = mock.Mock()
    client.send(sender)
    sender.assert_called_once_with("hello")
    assert client.sent == 1
    with pt.raises(ValueError):
        client.send(None)
    with raises(TypeError):
        client.send(1)


async def test_each_call_is_a_case_of_its_own(client):  # TA401
    assert await client.get("/a") == 200
    assert await client.get("/b") == 200
    assert await client.get("/c") == 200
    assert await client.get("/d") == 404


def test_assertions_in_nested_callbacks_count(bus):  # TA401
    def on_event(event):
        assert event.name == "saved"
        assert bus.history == ["saved"]

    bus.subscribe(on_event)
    bus.publish("saved", 1)
    assert bus.delivered == 1
    bus.flush()
    assert bus.pending == 0


def test_the_same_value_checked_again_after_each_step(cart):  # TA401
    cart.add("apple")
    assert cart.count == 1
    cart.add("pear")
    assert cart.count == 2
    cart.remove("apple")
    assert cart.count == 1
    cart.clear()
    assert cart.empty


class TestCart:
    def test_method(self, cart, stock):  # TA401
        assert cart.empty
        assert stock.full
        assert cart.total == 0
        pt.fail("unreachable") if cart.broken else None


class CartTests(unittest.TestCase):
    def test_unittest_methods(self):  # TA401
        cart = make_cart()
        self.assertTrue(cart.empty)
        self.assertEqual(self.stock.count, 0)
        with self.assertRaises(KeyError):
            cart.remove("x")
        if cart.broken:
            self.fail("broken cart")

    def test_deprecated_aliases(self):  # TA401
        cart = make_cart()
        self.failUnless(cart.empty)
        self.failIf(self.stock.count)
        self.assertEquals(cart.total, 0)
        self.assert_(self.ledger.ok)


class ParserTests(unittest.TestCase):
    def test_each_refused_input_is_a_case(self):  # TA401
        self.assertRaises(ValueError, parse, "")
        self.assertRaises(ValueError, parse, "x")
        self.assertRaises(ValueError, parse, "1.2.3")
        self.assertRaises(ValueError, parse, "--")


def test_separate_requests_are_separate_checks(client):  # TA401
    assert client.fetch("/a").ok
    assert client.fetch("/b").ok
    assert client.fetch("/c").ok
    assert client.fetch("/d").ok


class ColourCodesOfSeveralPalettes(unittest.TestCase):
    def test_the_codes_of_each_palette(self):  # TA401
        self.assertEqual(Fore.RED, "\033[31m")
        self.assertEqual(Back.RED, "\033[41m")
        self.assertEqual(Style.BRIGHT, "\033[1m")
        self.assertEqual(Cursor.UP, "\033[A")


def test_the_positions_of_two_nodes(parse):  # TA401
    first, second = parse("x = 1"), parse("y = 2")
    assert (first.lineno, second.lineno) == (1, 1)
    assert (second.col_offset, first.col_offset) == (0, 0)
    assert (first.end_lineno, second.end_lineno) == (1, 1)
    assert (second.name, first.name) == ("y", "x")


def test_asserts_after_a_warning_still_run(fan):  # TA401
    assert fan.has_feature("speed")
    with pt.warns(DeprecationWarning):
        assert fan.old_speed() == 3
        assert fan.old_mode() == "auto"
    assert fan.on


def test_predicates_over_the_same_input_are_cases(solve):  # TA401
    steps, levels = solve([1, 2])
    assert math.isclose(check_levels(levels, 1), 0.5)
    assert is_flat(steps, 2)
    assert levels[0].is_above(levels[1])
    assert levels[1].is_above(steps)


def test_the_bits_of_separate_values(archive, folder, upload):  # TA401
    assert archive.mode & 0x10
    assert folder.mode & 0x10
    assert upload.mode & 0o600 << 16
    assert archive.mode & folder.mode


def test_the_files_of_one_folder_are_separate_values(folder):  # TA401
    assert (folder / "v1.9").exists()
    assert (folder / "v2.dev0").exists()
    assert not (folder / "v2.a1").exists()
    assert not (folder / "v2.a2").exists()


def test_counts_worked_out_from_one_number_are_separate_checks(log, state, delay):  # TA401
    retries = 3
    assert retries == log.call_count
    assert retries * 3 == state.call_count
    assert retries * 2 == delay.call_count
    assert retries + 1 == log.warnings


def test_two_results_compared_in_turn(left, right):  # TA401
    # Each comparison relates a new pair: no value runs through them.
    assert left.a == right.a
    assert left.b == 1
    assert right.c == 2
    assert left.d == 3
    assert right.e == 4


async def test_awaited_results_of_separate_calls(left, right):  # TA401
    data = await right.receive()
    channel = await left.receive()
    assert data == b"ping"
    assert channel == 1
    assert right.closed
    assert left.closed



def test_both_halves_run_in_turns(connections, reader, writer):  # TA401
    for connection in connections:
        if connection.is_async:
            assert connection.kind == "async"
            assert reader.pending == 0
            return
        assert writer.flushed
        assert reader.closed


def test_outputs_of_four_commands_matched_by_patterns(run):  # TA401
    first = run("shop --list")
    assert re.search(r"apples", first)
    second = run("shop --count")
    assert re.search(r"3", second)
    third = run("shop --total")
    assert re.search(r"9", third)
    fourth = run("shop --empty")
    assert re.fullmatch(r"", fourth)


def test_fields_checked_against_fixtures_values(catalog, title, pages, draft):  # TA401
    book = catalog.lookup(title)
    assert title == book.title
    assert pages == book.pages
    assert draft == book.draft
    copy = catalog.first_copy(title)
    assert title == copy.title


def test_queues_popped_by_name(broker):  # TA401
    assert broker.pop("orders") == 1
    broker.publish("orders", 2)
    assert broker.pop("orders") == 2
    broker.publish("refunds", 3)
    assert broker.pop("refunds") == 3
    broker.publish("refunds", 4)
    assert broker.pop("refunds") == 4
