# filename: tests/test_grammar_rules.py
"""The same crash-only test in a file not named for an issue checks
nothing."""
from shop.grammar import parse


def test_nested_optional_rule():  # TA301
    parse("a? b?")
