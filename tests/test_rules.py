"""Every functional case under tests/rules runs through the plugin exactly as flake8 would."""

import pytest

from tests.casefiles import all_cases, describe_difference, run_case

pytestmark = pytest.mark.unit

CASES = all_cases()


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_case_reports_exactly_its_expectations(case, tmp_path):
    actual = run_case(case, tmp_path)
    assert actual == case.expected, describe_difference(case, actual)
