# filename: app/tests/test_tracing.py
# A `.stestr.conf` beside a conftest.py: pytest runs the suite too, and it
# collects module-level `test_*` functions and `Test*` classes by name.
from app import tracing


@tracing.trace("failing")
def test_fn_exc():  # TA301
    raise ValueError()


class TestSpans:
    def test_span_name(self):  # TA301
        return "op"
