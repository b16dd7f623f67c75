"""``categorize`` registers its markers in the pytest configuration the project uses."""

from __future__ import annotations

import textwrap

import pytest

from flake8_testarch.core.settings import Settings
from flake8_testarch.project import pytest_config
from flake8_testarch.tools import pytest_markers
from flake8_testarch.tools.pytest_markers import INTEGRATION_TEXT, UNIT_TEXT
from flake8_testarch.tools.workspace import ToolError

pytestmark = pytest.mark.unit

MARKS = ["unit", "integration"]
UNIT_LINE = f"unit: {UNIT_TEXT}"
INTEGRATION_LINE = f"integration: {INTEGRATION_TEXT}"


def registered(tmp_path, name: str, text: str):
    (tmp_path / name).write_text(textwrap.dedent(text))
    pytest_config.layout_for_directory.cache_clear()
    pytest_config._settings_in.cache_clear()
    return pytest_markers.plan(str(tmp_path / "test_probe.py"), Settings(frozenset()), MARKS)


def test_pyproject_markers_list_gets_the_new_entries_before_its_bracket(tmp_path):
    planned = registered(tmp_path, "pyproject.toml", """\
        [tool.pytest.ini_options]
        markers = [
            "slow: takes a while",  # keep me
        ]
        addopts = "-ra"
        """)

    assert planned.new == textwrap.dedent(f"""\
        [tool.pytest.ini_options]
        markers = [
            "slow: takes a while",  # keep me
            "{UNIT_LINE}",
            "{INTEGRATION_LINE}",
        ]
        addopts = "-ra"
        """)


def test_one_line_pyproject_list_without_trailing_comma_is_extended(tmp_path):
    planned = registered(tmp_path, "pyproject.toml", """\
        [tool.pytest.ini_options]
        markers = ["slow: takes a while"]
        """)

    assert planned.new.splitlines()[1] == (
        f'markers = ["slow: takes a while", "{UNIT_LINE}", "{INTEGRATION_LINE}"]'
    )


def test_pyproject_table_without_markers_gets_the_key(tmp_path):
    planned = registered(tmp_path, "pyproject.toml", """\
        [tool.pytest.ini_options]
        testpaths = ["tests"]

        [tool.other]
        x = 1
        """)

    assert planned.new == textwrap.dedent(f"""\
        [tool.pytest.ini_options]
        testpaths = ["tests"]
        markers = [
            "{UNIT_LINE}",
            "{INTEGRATION_LINE}",
        ]

        [tool.other]
        x = 1
        """)


@pytest.mark.parametrize(
    ("name", "section"), [("pytest.ini", "pytest"), ("tox.ini", "pytest"),
                          ("setup.cfg", "tool:pytest")]
)
def test_ini_markers_get_two_indented_lines(tmp_path, name, section):
    planned = registered(tmp_path, name, f"""\
        [{section}]
        markers =
            slow: takes a while
        addopts = -ra
        """)

    assert planned.new == textwrap.dedent(f"""\
        [{section}]
        markers =
            slow: takes a while
            {UNIT_LINE}
            {INTEGRATION_LINE}
        addopts = -ra
        """)


def test_ini_section_without_markers_gets_the_key_at_its_end(tmp_path):
    planned = registered(tmp_path, "setup.cfg", """\
        [tool:pytest]
        testpaths = tests

        [flake8]
        max-line-length = 100
        """)

    assert planned.new == textwrap.dedent(f"""\
        [tool:pytest]
        testpaths = tests
        markers =
            {UNIT_LINE}
            {INTEGRATION_LINE}

        [flake8]
        max-line-length = 100
        """)


def test_pytest_ini_without_its_section_gets_one(tmp_path):
    planned = registered(tmp_path, "pytest.ini", "; empty\n")

    assert planned.new == (
        f"; empty\n\n[pytest]\nmarkers =\n    {UNIT_LINE}\n    {INTEGRATION_LINE}\n"
    )


def test_without_configuration_a_pyproject_is_created_here(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    pytest_config.layout_for_directory.cache_clear()

    planned = pytest_markers.plan(str(tmp_path / "test_probe.py"), Settings(frozenset()), MARKS)

    assert (planned.path, planned.old, planned.new.splitlines()[0]) == (
        str(tmp_path / "pyproject.toml"), "", "[tool.pytest.ini_options]"
    )


def test_registered_markers_need_nothing(tmp_path):
    planned = registered(tmp_path, "pytest.ini", "[pytest]\nmarkers =\n    unit\n    integration\n")

    assert planned is None


def test_a_markers_value_it_cannot_extend_safely_is_left_to_the_hand(tmp_path):
    with pytest.raises(ToolError, match="add them by hand"):
        registered(tmp_path, "pyproject.toml", """\
            [tool.pytest.ini_options]
            markers = [\"\"\"slow: takes
            a while\"\"\"]
            """)
