# flags: --testarch-max-asserts=3
import re
import unittest

import pytest


def test_three_asserts_is_the_limit(cart):
    assert cart.empty
    assert cart.count == 0
    assert cart.total == 0


@pytest.mark.parametrize("value", range(20))
def test_a_loop_counts_once(value, items):
    for item in items:
        assert item.valid
    for item in items:
        with pytest.raises(ValueError):
            item.reject(value)


def test_helpers_do_not_count(cart):
    check_cart(cart)
    check_cart(cart)
    check_cart(cart)
    check_cart(cart)
    assert cart.ok


def check_cart(cart):
    assert cart.count >= 0
    assert cart.total >= 0
    assert cart.items is not None
    assert cart.owner


@pytest.fixture
def cart():
    cart = make_cart()
    assert cart.empty
    assert cart.count == 0
    assert cart.total == 0
    assert cart.owner is None
    return cart


def test_words_that_only_look_like_assertions(log):
    assertion_count = log.assertions()
    log.record("assert", "fail", "raises", "warns")
    log.failures.append(assertion_count)
    log.assertion_helper()
    assert log.ok


class CartTests(unittest.TestCase):
    def setUp(self):
        self.assertTrue(True)
        self.assertTrue(True)
        self.assertTrue(True)
        self.assertTrue(True)

    def test_one(self):
        self.assertEqual(self.cart.count, 0)


class Helper:
    def test_like_name_outside_test_class(self):
        assert 1
        assert 2
        assert 3
        assert 4


def test_fields_of_one_result_are_one_check(client):
    response = client.get("/order/1")
    assert response.status_code == 200
    assert response.json()["id"] == 1
    assert response.json()["items"] == ["mug"]
    assert "etag" in response.headers
    assert len(response.history) == 0
    assert isinstance(response.elapsed, float)


def test_one_output_read_line_by_line(command):
    lines = []
    command.out = lines.append
    assert command.run() == 0
    assert lines[1] == "URL = /a"
    assert lines[3] == "    context: context"
    assert lines[4] == "    view name: a"
    assert lines[6] == "    Route:"


@pytest.mark.parametrize("mode", ["strict", "lenient"])
def test_only_one_branch_runs_per_case(mode, parser):
    result = parser.parse("x", mode=mode)
    if mode == "strict":
        assert result.errors == 1
        assert parser.warnings == []
        assert parser.state == "failed"
    else:
        assert result.errors == 0
        assert parser.warnings == ["x"]
        assert parser.state == "ok"


def test_mock_checked_in_a_row(notifier):
    notifier.send("hi")
    notifier.transport.assert_called_once()
    notifier.transport.assert_called_with("hi")
    notifier.transport.assert_not_awaited()
    assert notifier.transport.call_count == 1


class LookupTests(unittest.TestCase):
    def test_only_one_arm_of_each_try_runs(self):
        table = make_table()
        for key in ("a", "b", "c"):
            try:
                table.lookup(key)
            except KeyError:
                self.assertTrue(table.strict)
                self.assertEqual(self.log.misses, 1)
            except Exception:
                self.fail("unexpected error")
            else:
                self.assertFalse(table.strict)

    def test_members_of_one_token(self):
        token = make_token()
        self.assertIn("access_token", token)
        self.assertIn("token_type", token)
        self.assertIn("expires_in", token)
        self.assertNotIn("refresh_token", token)


def test_fields_written_constant_first(sketch):
    info = sketch.info()
    assert 1000 == info["width"]
    assert 5 == info["depth"]
    assert 0 == info["count"]
    assert "cms" == info["kind"]
    assert sketch.name == "s"


def test_text_of_one_file_read_through_its_methods(fragments):
    first = fragments[0]
    assert first.suffix == ".rst"
    assert first.stem.startswith("+")
    assert first.stem.endswith(".feature")
    assert len(first.stem) == 17
    assert first.stem.count("+") == 1


def test_parts_of_one_result_unpacked(parse):
    head, body, tail = parse("a|b|c")
    assert head == "a"
    assert body == "b"
    assert tail == "c"
    assert parse("") == ("", "", "")


def test_members_of_one_group_checked_in_pairs(events):
    group = events.group()
    assert "changed" in group and isinstance(group["changed"], dict)
    assert "moved" in group and isinstance(group["moved"], dict)
    assert "added" in group and isinstance(group["added"], dict)
    assert "gone" not in group
    assert len(group) == 2


class WriteBatching(unittest.TestCase):
    def test_expected_values_written_first(self):
        requests = self.client.sent()
        self.assertEqual(2, len(requests))
        self.assertEqual("level=1", requests[0].body)
        self.assertEqual("level=2", requests[1].body)
        self.assertEqual("ns", requests[1].query["precision"])


def test_states_written_constant_first(breaker, State):
    breaker.trip()
    assert State.OPEN == breaker.state
    assert 1 == breaker.failures
    assert MAX_FAILURES == breaker.threshold
    assert State.OPEN != breaker.previous_state
    breaker.reset()
    assert State.CLOSED == breaker.state


MAX_FAILURES = 1


def test_events_spelt_out_first(reporter, task):
    reporter.run(task)
    assert ("start", task) == reporter.log.pop(0)
    assert ("execute", task) == reporter.log.pop(0)
    assert ("fail", task) == reporter.log.pop(0)
    assert ["cleanup"] == reporter.log.pop(0)


class ColourCodes(unittest.TestCase):
    def test_the_codes_of_one_palette(self):
        # A capitalised constant beside a literal is the value checked: one
        # object's attributes, checked in a row.
        self.assertEqual(Palette.RED, "\033[31m")
        self.assertEqual(Palette.GREEN, "\033[32m")
        self.assertEqual(Palette.BLUE, "\033[34m")
        assert Palette.RESET == "\033[39m"


def test_the_position_of_one_node(parse):
    node = parse("x = 1")
    assert isinstance(node, dict)
    assert (node.lineno, node.col_offset) == (1, 0)
    assert (node.end_lineno, node.end_col_offset) == (1, 5)
    assert [node.name, node.kind] == ["x", "assign"]


def test_parts_of_results_unpacked_and_checked_as_tuples(parse):
    hz, scale, brand = parse("Pentium @ 2.80GHz")
    assert brand == "Pentium"
    assert (hz, scale) == ("2.8", 9)
    hz, scale, brand = parse("Core @ 2.93GHz")
    assert brand == "Core"
    assert (hz, scale) == ("2.93", 9)


def test_asserts_inside_raises_blocks_never_run(fan):
    assert fan.has_feature("speed")
    with pytest.raises(KeyError):
        assert fan.has_feature("colour")
    with pytest.raises(KeyError):
        assert fan.has_feature("foobar")


def test_each_fit_checked_through_a_predicate(solve):
    steps, levels, _ = solve([1, 1, 2, 2], gamma=0.1)
    assert steps == [2, 4]
    assert numpy.allclose(levels, [1, 2], atol=0)
    steps, levels, _ = solve([1, 1, 2, 2], gamma=9.0)
    assert steps == [4]
    assert math.isclose(levels[0], 1.5)
    assert numpy.allclose(levels, [1.5])


def test_the_bits_of_each_entry_of_one_listing(archive):
    entries = archive.listing()
    assert entries[0].mode & 0x10
    assert entries[0].mode & 0o40000 << 16
    assert not entries[1].mode & 0x10
    assert not entries[1].mode & 0o40000 << 16
    assert entries[1].mode & 0o600 << 16


def rows_of(screen):
    return [list(line) for line in screen.lines]


def test_a_function_of_one_value_reads_it(screen):
    # `rows_of(screen)` is a view of the screen: one value checked in a row.
    assert screen.cursor == (0, 0)
    assert rows_of(screen) == [["a"]]
    assert screen.title == "x"
    assert rows_of(screen)[0] == ["a"]


def test_a_function_of_a_part_of_one_value_reads_it(annotations_of):
    # `is_list(annotations["vals"])` views a part of `annotations`.
    annotations = annotations_of("Config")
    assert annotations["vals"] == "list[int]"
    assert is_list(annotations["vals"])
    assert annotations["pair"] == "tuple[int, bool]"
    assert is_tuple(annotations["pair"])
    assert annotations["name"] == "str"


class Replies(unittest.TestCase):
    def test_expected_values_written_first(self):
        # The expected values are locals written first; every check reads
        # `reply`, the one result.
        version, kind, length, xid = 4, "hello", 8, 7
        reply = parse_reply(b"...")
        self.assertEqual(version, reply.version)
        self.assertEqual(kind, reply.kind)
        self.assertEqual(length, reply.length)
        self.assertEqual(xid, reply.xid)


async def test_parts_of_awaited_results_unpacked(left, right):
    await left.send(b"ping")
    data, channel = await right.receive()
    assert data == b"ping"
    assert channel == 1
    await right.send(b"pong")
    data, channel = await left.receive()
    assert data == b"pong"
    assert channel == 1
    low, high = left.bounds() + right.bounds()
    assert low == 0
    assert high == 9



def test_either_half_runs(connection, reader, writer):
    if connection.is_async:
        assert connection.kind == "async"
        assert reader.pending == 0
        assert writer.flushed
        return
    assert connection.kind == "sync"
    assert reader.pending == 0
    assert writer.flushed


def test_checks_of_one_response_and_its_rows(api):
    # A key looked up in a part of the response, a comprehension over the
    # rows and a generator looking into one row read what they check.
    response = api.post("/lists")
    assert response.status_code == 201
    assert response.headers.get("content-type") == "application/json"
    assert response.headers.get("location", None) is not None
    assert response.json()["id"] == 1
    rows = api.rows()
    assert len(rows) == 2
    assert [row.name for row in rows] == ["a", "b"]
    assert all(row.id for row in rows)
    first = rows[0]
    assert all(getattr(first, field) for field in ["name", "id"])
    assert first.name == "a"
    assert first.id == 1


def test_output_of_one_command_matched_by_patterns(run):
    status, out = run("shop --list")
    assert re.match(r"Connected", out)
    assert re.search(r"^apples", out, re.MULTILINE)
    assert not re.search(r"^pears", out, re.MULTILINE)
    assert status == 0


@pytest.mark.parametrize(("name", "size", "hidden"), [("a", 1, False), (".b", 2, True)])
def test_fields_checked_against_the_cases_values(listing, name, size, hidden):
    entry = listing.stat(name)
    assert name == entry.name
    assert size == entry.size
    assert hidden == entry.hidden
    again = listing.find(name)
    assert name == again.name
    assert size == again.size
    assert hidden == again.hidden


def test_payload_fields_popped_one_by_one(upload):
    fields = dict(upload.sent_fields())
    assert fields.pop("name") == "pkg"
    assert fields.pop("version") == "1.0"
    assert fields.pop("user") == "ann"
    assert fields.pop("url") == "https://example.org"
    assert not fields
