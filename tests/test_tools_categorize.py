"""``categorize``: what it decides for each test, and the lines it adds (in process)."""

from __future__ import annotations

import ast
import textwrap

import pytest

from flake8_testarch.core.settings import Settings
from flake8_testarch.tools.categorize import category_names, plan_file
from flake8_testarch.tools.mark_edits import MarkEdits, Skipped
from flake8_testarch.tools.workspace import ToolError

pytestmark = pytest.mark.unit

SETTINGS = Settings(frozenset(), {})
NAMES = category_names(SETTINGS, "integration")


def plan(tmp_path, source: str, name: str = "test_example.py"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(source), encoding="utf-8", newline="")
    return plan_file(str(path), SETTINGS, NAMES)


def test_module_of_unit_tests_gets_one_pytestmark_after_its_imports(tmp_path):
    planned = plan(tmp_path, """\
        \"\"\"Totals.\"\"\"
        import math


        def test_floor():
            assert math.floor(2.5) == 2
        """)

    assert planned.new == textwrap.dedent("""\
        \"\"\"Totals.\"\"\"
        import math
        import pytest

        pytestmark = pytest.mark.unit


        def test_floor():
            assert math.floor(2.5) == 2
        """)


def test_module_without_imports_keeps_two_blank_lines_before_its_first_test(tmp_path):
    planned = plan(tmp_path, "def test_sum():\n    assert sum([1, 2]) == 3\n")

    assert planned.new == (
        "import pytest\n\npytestmark = pytest.mark.unit\n\n\n"
        "def test_sum():\n    assert sum([1, 2]) == 3\n"
    )


def test_tests_that_differ_get_their_own_decorators(tmp_path):
    planned = plan(tmp_path, """\
        import sqlite3

        import pytest


        def test_pure():
            assert len("ab") == 2


        def test_db():
            # opens a real database
            assert sqlite3.connect(":memory:").execute("select 1").fetchone() == (1,)
        """)

    assert planned.new.splitlines()[5:13] == [
        "@pytest.mark.unit",
        "def test_pure():",
        '    assert len("ab") == 2',
        "",
        "",
        "@pytest.mark.integration",
        "def test_db():",
        "    # opens a real database",
    ]


def test_class_whose_tests_agree_gets_the_class_decorator(tmp_path):
    planned = plan(tmp_path, """\
        import socket


        def test_pure():
            assert len("ab") == 2


        class TestWire:
            def test_pair(self):
                left, right = socket.socketpair()
                assert left.fileno() != right.fileno()
        """)

    assert "@pytest.mark.integration\nclass TestWire:\n" in planned.new


def test_integration_reason_names_the_way_through_helpers_and_fixtures(tmp_path):
    planned = plan(tmp_path, """\
        import subprocess

        import pytest


        def start():
            return subprocess.Popen(["true"])


        @pytest.fixture
        def worker():
            return start()


        def test_worker_runs(worker):
            assert worker.wait(timeout=5) == 0
        """)

    reasons = [(d.test, d.category, d.reason) for d in planned.decisions]
    assert reasons == [
        ("test_worker_runs", "integration",
         "reaches subprocess.Popen via fixture worker -> start()"),
    ]


def test_a_patched_primitive_is_not_reached(tmp_path):
    planned = plan(tmp_path, """\
        import sqlite3
        from unittest import mock


        def open_db():
            return sqlite3.connect("shop.db")


        @mock.patch("sqlite3.connect")
        def test_open_is_faked(connect):
            assert open_db() is connect.return_value
        """)

    assert [d.category for d in planned.decisions] == ["unit"]


def test_tests_with_a_category_are_left_alone(tmp_path):
    planned = plan(tmp_path, """\
        import pytest


        @pytest.mark.integration
        def test_marked():
            assert len("a") == 1


        def test_unmarked():
            assert len("ab") == 2
        """)

    assert [d.test for d in planned.decisions] == ["test_unmarked"]


def test_an_existing_pytestmark_is_not_replaced(tmp_path):
    planned = plan(tmp_path, """\
        import pytest

        pytestmark = pytest.mark.slow


        def test_unmarked():
            assert len("ab") == 2
        """)

    assert planned.new.count("pytestmark") == 1
    assert "@pytest.mark.unit\ndef test_unmarked" in planned.new


def test_second_run_changes_nothing(tmp_path):
    first = plan(tmp_path, """\
        import sqlite3


        def test_pure():
            assert len("ab") == 2


        def test_db():
            assert sqlite3.connect(":memory:") is not None
        """)
    (tmp_path / "test_example.py").write_text(first.new)

    assert plan_file(str(tmp_path / "test_example.py"), SETTINGS, NAMES) is None


def test_windows_line_endings_are_kept(tmp_path):
    planned = plan(tmp_path, "import math\r\n\r\n\r\ndef test_pi():\r\n    assert math.pi > 3\r\n")

    assert planned.new.count("\r\n") == planned.new.count("\n")


def test_a_module_that_binds_pytest_to_something_else_is_skipped(tmp_path):
    with pytest.raises(Skipped, match="'pytest' is bound"):
        plan(tmp_path, "pytest = None\n\n\ndef test_a():\n    assert len('a') == 1\n")


def test_edits_that_would_not_parse_back_to_the_old_tree_are_refused():
    source = "import math\n\n\ndef test_pi(): assert math.pi > 3\n"
    tree = ast.parse(source)
    edits = MarkEdits(source, tree)
    edits.mark(tree.body[1], "unit")
    edits._insert(0, "x = 1\n")  # a stray line the check must catch

    with pytest.raises(Skipped, match="does not parse back"):
        edits.apply()


@pytest.mark.parametrize(
    ("configured", "integration", "flag"),
    [
        (("fast", "slow"), "integration", "--testarch-unit-category"),
        (("unit", "slow"), "integration", "--integration"),
        ((), "unit", "--integration"),
        ((), "not a mark", "--integration"),
    ],
)
def test_category_names_the_project_cannot_use_end_in_one_line(configured, integration, flag):
    settings = Settings(frozenset(), {"testarch_categories": configured or None})

    with pytest.raises(ToolError) as raised:
        category_names(settings, integration)
    assert str(raised.value).startswith(f"{flag}: ")
