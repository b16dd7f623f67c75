"""TA801's forbidden name patterns, in-process: joined into one alternation only
where joining keeps each pattern's meaning, and the default ones screened by
how a name ends."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from flake8_testarch.rules.naming._names import split_patterns
from flake8_testarch.rules.naming.ta801_mechanism_test_name import (
    DEFAULT_PATTERNS,
    parse_patterns,
)
from flake8_testarch.core.rule import OptionError

pytestmark = pytest.mark.unit


def test_default_patterns_name_the_first_one_a_name_matches():
    patterns = parse_patterns(DEFAULT_PATTERNS)

    assert patterns.matching("test_login_works") == ".+(?<!_still)_works"


def test_default_patterns_pass_a_name_of_an_outcome():
    patterns = parse_patterns(DEFAULT_PATTERNS)

    assert patterns.matching("test_login_rejects_a_wrong_password") is None


@pytest.mark.parametrize(
    ("value", "name", "expected"),
    [
        pytest.param(r"(?i)TEST_.*_OK, x", "test_a_ok", r"(?i)TEST_.*_OK", id="global-flag"),
        pytest.param(r"x, (ab)\1_test", "abab_test", r"(ab)\1_test", id="back-reference"),
    ],
)
def test_a_pattern_that_joining_would_change_still_matches_alone(value, name, expected):
    patterns = parse_patterns(value)

    assert patterns.matching(name) == expected


def test_a_custom_pattern_that_does_not_compile_is_refused_when_parsed():
    with pytest.raises(OptionError, match="not a regular expression"):
        parse_patterns("test_.*, test_(")


@pytest.mark.parametrize("pattern", split_patterns(DEFAULT_PATTERNS))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_name_a_default_pattern_matches_passes_the_endings_check(pattern, data):
    name = data.draw(st.from_regex(pattern, fullmatch=True))

    assert parse_patterns(DEFAULT_PATTERNS).matching(name) is not None


def test_custom_patterns_are_not_held_to_the_default_endings():
    patterns = parse_patterns(r"check_.*")

    assert patterns.matching("check_login") == r"check_.*"
