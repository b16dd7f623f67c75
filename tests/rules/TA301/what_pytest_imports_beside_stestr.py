# filename: app/tests/test_tracing.py
# A `.stestr.conf`, but the file imports pytest: it is written for pytest,
# which collects module-level `test_*` functions by name.
import pytest

from app import tracing


def test_trace_is_only_made():  # TA301
    tracing.trace("op")


def test_unknown_names_fail():
    with pytest.raises(KeyError):
        tracing.lookup("missing")
