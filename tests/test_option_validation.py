"""Options checked alone and against each other, through the real flake8: a bad
value or combination is one line naming the option and what is accepted."""

from __future__ import annotations

import pytest

from tests.flake8_runner import run_flake8, write_files

pytestmark = pytest.mark.integration

SOURCE = "import pytest\n\n\n@pytest.mark.unit\ndef test_total():\n    assert 1 + 1 == 2\n"
NOT_A_DEFAULT = "is not one of the default categories (unit,integration,external_infra)"
BAD = {
    "categories-without-their-unit-category": (
        ["--testarch-categories=fast,slow"],
        "flake8-testarch: --testarch-unit-category: the category 'unit' is not one of "
        "--testarch-categories (fast,slow); name one of them, add it to --testarch-categories, "
        "or turn TA203 off (extend-ignore = TA203)",
    ),
    "unknown-unit-category": (
        ["--testarch-unit-category=nosuch"],
        f"flake8-testarch: --testarch-unit-category: the category 'nosuch' {NOT_A_DEFAULT}",
    ),
    "unknown-infra-category": (
        ["--testarch-categories=unit,slow", "--testarch-infra-category=nosuch"],
        "flake8-testarch: --testarch-infra-category: the category 'nosuch' is not one of "
        "--testarch-categories (unit,slow)",
    ),
    "name-rule-with-unknown-category": (
        ["--testarch-category-name-rules=Live=nosuch"],
        f"flake8-testarch: --testarch-category-name-rules: the category 'nosuch' {NOT_A_DEFAULT}",
    ),
    "integration-primitive-not-a-dotted-glob": (
        ["--testarch-integration-primitives=psycopg..connect"],
        "flake8-testarch: invalid value for --testarch-integration-primitives: expected "
        "comma-separated globs of dotted names such as 'psycopg.connect,requests.*', "
        "got 'psycopg..connect'",
    ),
    "integration-primitive-with-an-open-bracket": (
        ["--testarch-integration-primitives=requests.[gs"],
        "flake8-testarch: invalid value for --testarch-integration-primitives",
    ),
    "test-files-glob-with-an-open-bracket": (
        ["--testarch-test-files=test_[ab.py"],
        "flake8-testarch: invalid value for --testarch-test-files: expected comma-separated "
        "globs such as 'test_*.py', got 'test_[ab.py'",
    ),
}


@pytest.mark.parametrize(("flags", "line"), BAD.values(), ids=BAD)
def test_bad_option_is_one_line_naming_it(tmp_path, flags, line):
    write_files(tmp_path, {"tests/test_sum.py": SOURCE})

    result = run_flake8([*flags, "tests"], cwd=tmp_path)

    assert (result.returncode, result.stdout, len(result.stderr.splitlines())) == (1, "", 1)
    assert result.stderr.startswith(line), result.stderr


def test_bad_option_in_a_config_file_is_one_line_naming_it(tmp_path):
    config = "[flake8]\ntestarch-categories = fast, slow\n"
    write_files(tmp_path, {"setup.cfg": config, "tests/test_sum.py": SOURCE})

    result = run_flake8(["tests"], cwd=tmp_path)

    assert (result.returncode, result.stderr.splitlines()) == (
        1,
        [BAD["categories-without-their-unit-category"][1]],
    )


GOOD = {
    "categories-without-an-infra-category-and-ta205-off": [
        "--testarch-categories=fast,slow",
        "--testarch-unit-category=fast",
        "--extend-ignore=TA205",
    ],
    "categories-with-their-own-names": [
        "--testarch-categories=fast,slow,infra",
        "--testarch-unit-category=fast",
        "--testarch-infra-category=infra",
        "--testarch-category-name-rules=Live!=fast",
    ],
    "primitives-as-dotted-globs": ["--testarch-integration-primitives=psycopg.connect,redis.*"],
    "categories-checked-only-by-the-rules-that-run": [
        "--select=TA1",
        "--testarch-categories=fast,slow",
    ],
}


@pytest.mark.parametrize("flags", GOOD.values(), ids=GOOD)
def test_consistent_options_are_accepted(tmp_path, flags):
    write_files(tmp_path, {"tests/test_sum.py": SOURCE.replace("unit", "fast")})

    result = run_flake8([*flags, "tests"], cwd=tmp_path)

    assert (result.returncode, result.stderr) == (0, "")
