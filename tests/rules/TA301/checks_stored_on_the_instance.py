# A function a fixture returns and an autouse fixture of the class (or of
# a base class) stores on the instance is called through `self`: when it
# asserts, the test checks. One that only returns a value checks nothing. So
# is a function a method of the class defines and stores there itself.
import unittest

import pytest

from shop.flags import FlagParser


class BaseQueueTests:
    @pytest.fixture(autouse=True)
    def setup(self, store, ensure_counts, make_report):
        self.store = store
        self._ensure_counts = ensure_counts
        self._make_report = make_report


class TestQueues(BaseQueueTests):
    def test_a_queued_task_is_counted(self):
        self.store.enqueue("default")
        self._ensure_counts(default=1)

    def test_a_helper_that_checks_through_the_stored_function(self):
        self._enqueue_twice()

    def test_a_report_is_made(self):  # TA301
        self.store.enqueue("default")
        self._make_report()

    def _enqueue_twice(self):
        self.store.enqueue("default")
        self.store.enqueue("default")
        self._ensure_counts(default=2)


class ParsedFlags(unittest.TestCase):
    """A checking function `setUp` defines and stores on the instance."""

    def setUp(self):
        def parse_each_spelling(parser_class):
            for spelling in ("True", "true", "1"):
                self.assertTrue(parser_class().parse([spelling]).flag)

        def print_each_spelling(parser_class):
            for spelling in ("True", "true", "1"):
                print(parser_class().parse([spelling]).flag)

        self.parse_each_spelling = parse_each_spelling
        self.print_each_spelling = print_each_spelling

    def test_flag_spellings_parse(self):
        self.parse_each_spelling(FlagParser)

    def test_flag_spellings_shown(self):  # TA301
        self.print_each_spelling(FlagParser)
