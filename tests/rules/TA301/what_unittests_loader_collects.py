# filename: app/tests/test_tracing.py
# The project runs its tests with stestr (a `.stestr.conf`, no pytest
# settings, no conftest.py): unittest's loader takes the methods of
# TestCase classes only, so a module-level `test_*` function, or a
# `Test*` class that is no TestCase, is code the tests call, not a test.
import unittest

from app import tracing


@tracing.trace("failing")
def test_fn_exc():
    raise ValueError()


class TestSpans:
    def test_span_name(self):
        return "op"


class TraceDecoratorTestCase(unittest.TestCase):
    def test_exception_is_traced(self):
        self.assertRaises(ValueError, test_fn_exc)

    def test_name_is_only_read(self):  # TA301
        TestSpans().test_span_name()
