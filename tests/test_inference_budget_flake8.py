"""The inference budget through the real flake8 command: a file that makes
astroid explode is reported once as TA002 and the syntax rules still report."""

from __future__ import annotations

import re

import pytest

from tests.flake8_runner import run_flake8, write_files
from tests.test_inference_budget import exploding_helpers, sleep_lines, suite_source

pytestmark = pytest.mark.integration


def test_flake8_reports_skipped_inference_once_and_keeps_syntax_rules(tmp_path):
    package = "budget_cli_" + re.sub(r"\W", "_", tmp_path.name)
    source = suite_source(package)
    write_files(
        tmp_path,
        {
            "setup.cfg": "[flake8]\n",
            f"{package}/__init__.py": "",
            f"{package}/helpers.py": exploding_helpers(),
            "tests/test_things.py": source,
        },
    )

    result = run_flake8(
        ["--select", "TA", "tests/test_things.py"], cwd=tmp_path, env={"PYTHONPATH": str(tmp_path)}
    )

    assert (result.codes().count("TA002"), result.codes().count("TA101"), result.stderr) == (
        1,
        len(sleep_lines(source)),
        "",
    )
