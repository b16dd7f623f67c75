# filename: tests/regressions/test_issue43.py
"""A file named for the issue it guards (`test_issue43.py`) holds crash
regressions: the issue is their oracle, as for a test so named."""
from shop.grammar import parse


def test_nested_optional_rule():
    parse("a? b?")


def test_timezone_is_added():  # TA301
    """An empty placeholder runs nothing that could crash."""
