"""The category rules across files, through the real flake8 executable: a base
class imported from a helper module gives its category, mark aliases come
from another module, and TA203 follows conftest fixtures into a src/ package."""

import pytest

from tests.flake8_runner import run_flake8, write_files

pytestmark = pytest.mark.integration

PROJECT = {
    "pyproject.toml": (
        "[tool.pytest.ini_options]\n"
        "testpaths = ['tests']\n"
        "markers = ['unit: in memory, no I/O', 'integration: real services']\n"
    ),
    "src/shop/__init__.py": "",
    "src/shop/db.py": (
        "import sqlite3\n"
        "\n"
        "\n"
        "def open_db(path):\n"
        "    return sqlite3.connect(path)\n"
        "\n"
        "\n"
        "class Store:\n"
        "    def __init__(self, path):\n"
        "        self.conn = open_db(path)\n"
        "\n"
        "\n"
        "def make_store(path):\n"
        "    return Store(path)\n"
        "\n"
        "\n"
        "def pure_total(prices):\n"
        "    return sum(prices)\n"
    ),
    "src/shop/cli.py": (
        "from . import runner\n"
        "\n"
        "\n"
        "def main(argv):\n"
        "    return runner.execute(argv)\n"
    ),
    "src/shop/runner.py": (
        "import subprocess\n"
        "\n"
        "\n"
        "def execute(argv):\n"
        "    return subprocess.run(argv, check=False).returncode\n"
    ),
    "tests/__init__.py": "",
    "tests/marks.py": "import pytest\n\nunit = pytest.mark.unit\n",
    "tests/base.py": (
        "import pytest\n"
        "\n"
        "\n"
        "class UnitTests:\n"
        "    pytestmark = pytest.mark.unit\n"
    ),
    "tests/conftest.py": (
        "import pytest\n"
        "\n"
        "from shop.db import make_store\n"
        "\n"
        "\n"
        "@pytest.fixture\n"
        "def db_path(tmp_path):\n"
        "    return tmp_path / 'x.db'\n"
        "\n"
        "\n"
        "@pytest.fixture\n"
        "def store(db_path):\n"
        "    return make_store(db_path)\n"
    ),
    "tests/test_orders.py": (
        "from shop.cli import main\n"
        "from shop.db import pure_total\n"
        "from tests.base import UnitTests\n"
        "from tests.marks import unit\n"
        "\n"
        "\n"
        "class TestOrders(UnitTests):\n"
        "    def test_total(self):\n"
        "        assert pure_total([1, 2]) == 3\n"
        "\n"
        "    def test_saved(self, store):\n"
        "        assert store.conn is not None\n"
        "\n"
        "\n"
        "@unit\n"
        "def test_cli_exit_code():\n"
        "    assert main(['true']) == 0\n"
        "\n"
        "\n"
        "def test_without_category():\n"
        "    assert pure_total([]) == 0\n"
    ),
}


@pytest.fixture
def project(tmp_path):
    write_files(tmp_path, PROJECT)
    return tmp_path


def _reports(result, code):
    return {(r.path, r.line, r.text.split(";")[0]) for r in result.reports if r.code == code}


def test_unit_test_reaches_sqlite_through_conftest_fixtures_and_a_src_package(project):
    result = run_flake8(["--select", "TA203", "tests"], cwd=project)
    assert (
        "tests/test_orders.py",
        11,
        "unit test test_saved reaches sqlite3.connect via fixture store -> make_store() "
        "-> Store() -> open_db()",
    ) in _reports(result, "TA203")


def test_unit_test_reaches_a_subprocess_through_a_relative_import(project):
    result = run_flake8(["--select", "TA203", "tests"], cwd=project)
    assert (
        "tests/test_orders.py",
        16,
        "unit test test_cli_exit_code reaches subprocess.run via main() -> execute()",
    ) in _reports(result, "TA203")


def test_only_the_reaching_tests_are_reported(project):
    result = run_flake8(["--select", "TA203", "tests"], cwd=project)
    assert sorted(line for _path, line, _text in _reports(result, "TA203")) == [11, 16]


def test_categories_from_an_imported_base_class_and_an_imported_alias_count(project):
    result = run_flake8(["--select", "TA201", "tests"], cwd=project)
    assert _reports(result, "TA201") == {
        (
            "tests/test_orders.py",
            20,
            "test_without_category has no category",
        )
    }


def test_parallel_jobs_report_the_same(project):
    serial = run_flake8(["--select", "TA2", "--jobs", "1", "tests"], cwd=project)
    parallel = run_flake8(["--select", "TA2", "--jobs", "2", "tests"], cwd=project)
    assert parallel.located() == serial.located()


LANES = {
    "setup.cfg": (
        "[tool:pytest]\n"
        "markers =\n"
        "    unit\n"
        "    integration\n"
        "    benchmark\n"
    ),
    "tests/test_speed.py": (
        "import pytest\n"
        "\n"
        "\n"
        "@pytest.mark.benchmark\n"
        "def test_bulk_insert_rate():\n"
        "    assert sum(range(10)) == 45\n"
        "\n"
        "\n"
        "def test_plain():\n"
        "    assert len('abc') == 3\n"
    ),
}


def test_a_mark_registered_beside_the_categories_is_a_lane_and_advice_names_what_is_registered(
    tmp_path,
):
    project = write_files(tmp_path, LANES)
    result = run_flake8(["--select", "TA201", "tests"], cwd=project)
    assert [(r.path, r.line, r.text) for r in result.reports if r.code == "TA201"] == [
        (
            "tests/test_speed.py",
            9,
            "test_plain has no category; mark it with one of integration, unit",
        )
    ]


def test_named_categories_leave_no_lanes(tmp_path):
    project = write_files(tmp_path, LANES)
    result = run_flake8(
        ["--select", "TA201", "--testarch-categories", "unit,integration", "tests"], cwd=project
    )
    assert sorted(r.line for r in result.reports if r.code == "TA201") == [5, 9]
