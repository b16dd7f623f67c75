"""lazy_compile: a pattern compiled on first use that answers as re.compile's would."""

import re

import pytest

from flake8_testarch.lazy_regex import lazy_compile

pytestmark = pytest.mark.unit


def test_a_lazy_pattern_matches_as_the_compiled_one_does():
    lazy = lazy_compile(r"(\w+)@(\w+)", re.ASCII)
    compiled = re.compile(r"(\w+)@(\w+)", re.ASCII)
    text = "mail ada@example and bob@host"
    found = [match.groups() for match in lazy.finditer(text)]
    assert found == [match.groups() for match in compiled.finditer(text)]


def test_a_lazy_pattern_is_not_compiled_before_its_first_use():
    pattern = lazy_compile(r"unbalanced(")  # re.compile would raise here
    with pytest.raises(re.error):
        pattern.search("unbalanced(")
