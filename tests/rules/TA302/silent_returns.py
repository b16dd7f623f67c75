import sys
import time
import unittest
from typing import TYPE_CHECKING

import matplotlib.pyplot as plt
import pytest


def test_trailing_bare_return():
    assert sys.version_info >= (3,)
    return


def test_return_as_last_statement_of_a_last_branch(value=1):
    if value:
        assert value == 1
        return
    else:
        assert not value
        return


def test_branch_asserted_before_returning(value=1):
    if value == 1:
        assert value
        return
    assert value > 1


def test_branch_does_its_own_work_first(parser, delimiter=":"):
    if delimiter == ":":
        parser.feed(b"a:b")
        return
    with pytest.raises(ValueError):
        parser.feed(b"a" + delimiter.encode())


def test_guard_after_a_first_check(feature=None):
    assert sys.platform
    if feature is None:
        return
    assert feature.enabled


def check_payload(payload):
    assert payload


def test_guard_after_a_helper_checked(payload, extra=None):
    check_payload(payload)
    if extra is None:
        return
    assert extra


def test_returns_what_a_checking_helper_returns(payload):
    return check_payload(payload)


def test_factory(kind):
    """A test-named helper: its value is used below."""
    return {"kind": kind}


FACTORY_RESULT = test_factory("a")


def test_return_a_skip():
    if sys.platform == "win32":
        return pytest.skip("posix only")
    assert sys.platform


def jump_test(*lines):
    def decorator(function):
        return function
    return decorator


def test_skip_before_return():
    if sys.platform == "win32":
        pytest.skip("posix only")
        return
    assert sys.platform


def test_type_checking_guard():
    if TYPE_CHECKING and sys.platform == "win32":
        return
    assert sys.platform


def test_polling_loop_returns_on_success(worker):
    for _ in range(10):
        if worker.done:
            return
        time.sleep(0.01)
    pytest.fail("worker did not finish")


def test_search_loop_with_else_failure(items):
    for item in items:
        if item.ok:
            return
    else:
        raise AssertionError("no ok item")


def test_return_when_found_then_fail(output):
    if "ready" in output:
        return
    pytest.fail("not ready")


def test_wait_forever_until_done(worker):
    while True:
        if worker.poll():
            return


def test_nested_functions_may_return():
    def helper(value):
        if value:
            return value
        return None

    class Local:
        def method(self):
            return 1

    square = lambda x: x * x  # noqa: E731
    assert helper(1) == Local().method() == square(1)


@pytest.fixture
def resource():
    if sys.platform == "win32":
        return None
    return object()


def make_payload(size):
    if size == 0:
        return b""
    return b"x" * size


class TestUnittest(unittest.TestCase):
    def setUp(self):
        if sys.platform == "win32":
            return
        self.value = 1

    def test_skip_then_return(self):
        if sys.platform == "win32":
            self.skipTest("posix only")
            return
        self.assertTrue(sys.platform)

    def helper_returns(self):
        return 1

    @jump_test(1, 2)
    def test_traced_function(output):
        if not output:
            return
        output.append(1)


class NotATestClass:
    def test_not_collected(self):
        return 1


def test_branch_records_an_event_before_returning(events_log, late=False):
    if late:
        events_log.append("late")
        return
    assert events_log == []


class TestSkippedWithoutACondition(unittest.TestCase):
    @unittest.skip("the reactor hangs on this platform")
    def test_never_runs(self):
        if not self.reactor:
            return
        return self.reactor.run()

    @unittest.skipIf(sys.platform == "win32", "posix only")
    def test_skipped_on_one_platform_still_runs_elsewhere(self):
        if not self.reactor:
            return  # TA302
        self.assertTrue(self.reactor.running)


@pytest.mark.skip(reason="flaky")
def test_skipped_by_a_pytest_mark(flag=None):
    if flag is None:
        return
    assert flag


class SocketTests(unittest.TestCase):
    def test_refused_without_a_socket(self):
        if sys.platform != "win32":
            try:
                connect("ldapi:///missing")
            except ConnectionRefusedError:
                return
            self.assertTrue(False)

    def test_refused_in_the_else(self):
        try:
            connect("ldapi:///missing")
        except ConnectionRefusedError:
            return
        else:
            self.assertTrue(False)
        disconnect()

    def test_skipping_by_hand_in_a_handler(self):
        try:
            server = connect("ldapi:///var/run/ldapi")
        except ConnectionRefusedError:
            return  # TA302
        self.assertTrue(server.bound)


def test_lookup_of_a_missing_section_raises(settings_file):
    with pytest.raises(KeyError):
        return load(settings_file)["missing"]


class LookupTests(unittest.TestCase):
    def test_missing_key(self):
        with self.assertRaises(KeyError):
            return {}["missing"]


def test_value_returned_from_a_warning_block(settings_file):
    with pytest.warns(UserWarning):
        return load(settings_file)["old_name"]  # TA302


def _check_round_trip(store, aio):
    # Picks the form its caller runs, plain or awaited: either gives None.
    def plain():
        store.put("k", 1)
        assert store.get("k") == 1

    async def awaited():
        await store.put("k", 1)
        assert await store.get("k") == 1

    return awaited() if aio else plain()


def test_round_trip(store):
    return _check_round_trip(store, aio=False)


async def test_round_trip_awaited(async_store):
    return await _check_round_trip(async_store, aio=True)


def _read_back(store):
    def read():
        return store.get("k")

    return read()


def test_value_a_nested_reader_gives(store):
    return _read_back(store)  # TA302


@pytest.mark.mpl_image_compare(remove_text=True)
def test_figure_compared_by_the_plugin(readings):
    figure, axes = plt.subplots()
    axes.plot(readings)
    return figure


@pytest.mark.slow
def test_figure_returned_under_another_mark(readings):
    figure, axes = plt.subplots()
    axes.plot(readings)
    return figure  # TA302
