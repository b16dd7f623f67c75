"""--testarch-category-paths through the real flake8: folders declare
categories, and a malformed value ends flake8 with one clear line."""

from __future__ import annotations

import pytest

from tests.flake8_runner import run_flake8, write_files

pytestmark = pytest.mark.integration

UNCATEGORISED = "def test_adds():\n    assert 1 + 1 == 2\n"


def test_folders_declare_the_categories_of_their_files(tmp_path):
    root = write_files(
        tmp_path,
        {
            "setup.cfg": "[flake8]\ntestarch-category-paths =\n    tests/unit/*:unit\n",
            "tests/unit/test_math.py": UNCATEGORISED,
            "tests/functional/test_flow.py": UNCATEGORISED,
        },
    )
    result = run_flake8(["--select", "TA201", "tests"], cwd=root)
    assert [(r.path.removeprefix("./"), r.code) for r in result.reports] == [
        ("tests/functional/test_flow.py", "TA201")
    ]


def test_a_pair_without_its_mark_is_one_clear_line(tmp_path):
    root = write_files(tmp_path, {"tests/test_math.py": UNCATEGORISED})
    result = run_flake8(
        ["--isolated", "--select", "TA201", "--testarch-category-paths=tests/*", "tests"], cwd=root
    )
    assert result.returncode != 0
    lines = [line for line in result.stderr.splitlines() if "testarch-category-paths" in line]
    assert len(lines) == 1 and "glob:mark" in lines[0], result.stderr
