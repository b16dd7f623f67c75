import logging
import re
import shutil
import traceback
import unittest

import pytest as pt

try:
    import numpy
except ImportError:
    numpy = None

log = logging.getLogger(__name__)


def test_guard_on_a_missing_tool():
    if shutil.which("git") is None:
        return  # TA302
    assert shutil.which("git").endswith("git")


def test_guard_returning_none_explicitly():
    if numpy is None:
        return None  # TA302
    assert numpy.zeros(1).shape == (1,)


def test_import_error_handler():
    try:
        import lxml
    except ImportError:
        return  # TA302
    assert lxml.etree


def test_dead_code_after_return():
    value = 1
    return  # TA302
    assert value == 2


def test_return_inside_a_loop():
    seen = []
    for item in [1, 2]:
        if item == 1:
            return  # TA302
        seen.append(item)
    assert seen == [2]


def test_guard_that_only_explains_itself(flag=None):
    if flag is None:
        print("flag not set, nothing to check")
        return  # TA302
    assert flag


def test_returns_a_value():
    return 1 + 1 == 2  # TA302


def test_trailing_return_with_a_value():
    assert True
    return "done"  # TA302


async def test_async_guard(client):
    if client is None:
        return  # TA302
    assert await client.ping()


class TestPytestStyle:
    def test_method_guard(self):
        if not pt:
            return  # TA302
        assert pt.__name__ == "pytest"


class TestUnittestStyle(unittest.TestCase):
    def test_guarded(self):
        if numpy is None:
            return  # TA302
        self.assertEqual(numpy.zeros(1).shape, (1,))

    async def test_async_guarded(self):
        if numpy is None:
            return  # TA302
        self.assertTrue(numpy)


def test_guard_that_logs_why(flag=None):
    if flag is None:
        traceback.print_stack()
        log.warning("flag not set, nothing to check")
        return  # TA302
    assert flag


PRINTS = re.compile(r"print\(")


@pt.mark.parametrize("expected", [None, ["a"]])
def test_a_case_that_expects_an_error(expected, parse):
    try:
        rows = parse("a,b,oops")
    except ValueError:
        if expected is None:
            return
        raise
    assert rows == expected


@pt.mark.parametrize("demo", ["one.py", "two.py"])
def test_a_case_with_nothing_to_check(demo, demos):
    source = demos.read(demo)
    if not PRINTS.search(source):
        return
    assert demos.keeps_output(demo)


@pt.mark.parametrize("backend", ["native", "python"])
def test_a_case_skipped_on_what_is_installed(backend, store):
    if backend == "native" and numpy is None:
        return  # TA302
    assert store(backend).ready


@pt.fixture(params=[0, 2])
def chosen_method(request):
    return request.param


@pt.fixture(params=[None, "user:secret"])
def credentials(request):
    return request.param


def test_a_combination_the_fixtures_cannot_make(chosen_method, credentials, proxy):
    # Two parametrized fixtures: one pair of their values makes no case.
    if chosen_method == 2 and credentials is None:
        return
    assert proxy.connect(chosen_method, credentials)


def test_a_fixture_case_read_under_another_name(credentials, proxy):
    given = credentials
    if given is None:
        return
    assert proxy.connect(2, given)


def test_a_fixture_case_against_a_copy_of_an_outside_value(credentials, proxy):
    given = credentials
    if given is None and numpy is None:
        return  # TA302
    assert proxy.connect(2, given)


def test_a_fixture_case_skipped_on_what_is_installed(chosen_method, proxy):
    if chosen_method == 2 and numpy is None:
        return  # TA302
    assert proxy.connect(chosen_method, None)


@pt.fixture(params=["a", [], None, 1])
def not_a_string(request):
    return request.param


def test_a_fixture_case_told_apart_by_its_type(not_a_string, parser):
    if isinstance(not_a_string, list):
        return  # a list is another test's case
    with pt.raises(TypeError):
        parser.read_text(not_a_string)


def test_a_fixture_case_told_apart_with_an_imported_class(not_a_string, parser):
    if type(not_a_string) is logging.Logger:
        return
    assert parser.accepts(not_a_string)


@pt.mark.parametrize("source", ["a", "b"])
def test_a_value_worked_out_in_a_try(source, parser):
    try:
        fields = parser.fields(source)
    except ValueError:
        fields = []
    if not fields:
        return
    assert parser.render(fields)


class TagVersions(unittest.TestCase):
    def test_track_total(self, version=(2, 4)):
        if version[0] == 1:
            return  # no track totals in version 1
        self.assertEqual(tag_total(version), 14)

    def test_every_version(self):
        for version in [(1, 1), (2, 3), (2, 4)]:
            self.test_track_total(version)

    def test_track_total_without_a_default(self):
        version = current_version()
        if version[0] == 1:
            return  # TA302
        self.assertEqual(tag_total(version), 14)
