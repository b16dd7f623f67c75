"""TA801's forbidden name patterns, in-process: joined into one alternation only
where joining keeps each pattern's meaning."""

import pytest

from flake8_testarch.rules.naming.ta801_mechanism_test_name import (
    DEFAULT_PATTERNS,
    parse_patterns,
)
from flake8_testarch.rule import OptionError

pytestmark = pytest.mark.unit


def test_default_patterns_name_the_first_one_a_name_matches():
    patterns = parse_patterns(DEFAULT_PATTERNS)

    assert patterns.matching("test_login_works") == ".+_works"


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
