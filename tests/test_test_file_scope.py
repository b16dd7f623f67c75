"""Which files are tests follows pytest's own configuration: ``testpaths``,
``--ignore`` in ``addopts`` and ``norecursedirs``. A module named like a test
that a library ships to its users is not the project's test."""

from __future__ import annotations

import pytest

from tests.flake8_runner import run_flake8, write_files

pytestmark = pytest.mark.integration

SLEEPY_TEST = "import time\n\n\ndef test_waits():\n    time.sleep(1)\n    assert True\n"


def _reported_files(root) -> set[str]:
    result = run_flake8(["--isolated", "--select", "TA101", "."], cwd=root)
    assert result.returncode in (0, 1), result.stderr
    return {report.path.removeprefix("./") for report in result.reports}


def test_only_declared_testpaths_hold_tests(tmp_path):
    root = write_files(
        tmp_path,
        {
            "pyproject.toml": '[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
            "tests/test_orders.py": SLEEPY_TEST,
            "src/shop/testing/test_harness.py": SLEEPY_TEST,
            "src/shop/test_support.py": SLEEPY_TEST,
        },
    )
    assert _reported_files(root) == {"tests/test_orders.py"}


def test_ignored_and_unrecursed_folders_hold_no_tests(tmp_path):
    root = write_files(
        tmp_path,
        {
            "setup.cfg": (
                "[tool:pytest]\naddopts = -q --ignore=tests/legacy --ignore-glob=*/gen_*\n"
                "norecursedirs = fixtures_data\n"
            ),
            "tests/test_orders.py": SLEEPY_TEST,
            "tests/legacy/test_old.py": SLEEPY_TEST,
            "tests/gen_cases/test_made.py": SLEEPY_TEST,
            "tests/fixtures_data/test_sample.py": SLEEPY_TEST,
        },
    )
    assert _reported_files(root) == {"tests/test_orders.py"}


def test_without_testpaths_every_matching_file_is_a_test(tmp_path):
    root = write_files(
        tmp_path,
        {
            "tox.ini": "[pytest]\nmarkers =\n    slow: slow tests\n",
            "tests/test_orders.py": SLEEPY_TEST,
            "src/shop/test_support.py": SLEEPY_TEST,
        },
    )
    assert _reported_files(root) == {"tests/test_orders.py", "src/shop/test_support.py"}


def test_testpaths_that_name_nothing_leave_the_whole_project(tmp_path):
    # pytest warns and searches from the root when no testpath exists.
    root = write_files(
        tmp_path,
        {
            "pytest.ini": "[pytest]\ntestpaths =\n    test\n    checks/*_suite\n",
            "src/shop/test/test_orders.py": SLEEPY_TEST,
            "src/shop/test_support.py": SLEEPY_TEST,
        },
    )
    assert _reported_files(root) == {"src/shop/test/test_orders.py", "src/shop/test_support.py"}


def test_only_the_testpaths_that_exist_count(tmp_path):
    root = write_files(
        tmp_path,
        {
            "pytest.ini": "[pytest]\ntestpaths =\n    test\n    tests\n",
            "tests/test_orders.py": SLEEPY_TEST,
            "src/shop/test_support.py": SLEEPY_TEST,
        },
    )
    assert _reported_files(root) == {"tests/test_orders.py"}
