"""The test-code model: which files, classes and functions are tests, fixtures or hooks.

In-process and fast. The layout follows the project's pytest configuration the
way pytest finds it; roles follow pytest's and unittest's collection rules.
Each test lays out its own project under ``tmp_path``, so the per-folder cache
of ``layout_for_directory`` never carries over between tests.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from flake8_testarch.project import pytest_config, toml_files
from flake8_testarch.core.context import FUNCTION_TYPES, FileContext, Role
from flake8_testarch.core.engine import Engine
from flake8_testarch.core.rule import Rule
from flake8_testarch.core.settings import Settings
from tests.flake8_runner import write_files

pytestmark = pytest.mark.unit

CONFIGURED = (("check_*.py", "example_*.py"), ("Spec", "*Suite"), ("should_*", "it_"))
INI_BODY = """\
python_files = check_*.py example_*.py
python_classes = Spec *Suite
python_functions = should_* it_
"""
TOML_LISTS = """\
python_files = ["check_*.py", "example_*.py"]
python_classes = ["Spec", "*Suite"]
python_functions = ["should_*", "it_"]
"""
TOML_STRINGS = """\
python_files = "check_*.py example_*.py"
python_classes = "Spec *Suite"
python_functions = "should_* it_"
"""
CONFIG_FILES = {
    "pytest.ini": ("pytest.ini", "[pytest]\n" + INI_BODY),
    ".pytest.ini": (".pytest.ini", "[pytest]\n" + INI_BODY),
    "pyproject-ini-options-strings": (
        "pyproject.toml",
        "[tool.pytest.ini_options]\n" + TOML_STRINGS,
    ),
    "pyproject-ini-options-lists": ("pyproject.toml", "[tool.pytest.ini_options]\n" + TOML_LISTS),
    "pyproject-native": ("pyproject.toml", "[tool.pytest]\n" + TOML_LISTS),
    "pyproject-among-other-tables": (
        "pyproject.toml",
        '[project]\nname = "shop"\n\n[tool.pytest.ini_options]\n'
        + TOML_LISTS
        + "\n[tool.pytest.ini_options.extra]\nkey = 1\n\n[tool.coverage]\nbranch = true\n",
    ),
    "pyproject-dotted-keys": (
        "pyproject.toml",
        "[tool]\n"
        + "".join(f"pytest.ini_options.{line}\n" for line in TOML_LISTS.splitlines()),
    ),
    # A line opening with "[" inside a multi-line string is not a table header.
    "pyproject-multi-line-string": (
        "pyproject.toml",
        '[tool.pytest.ini_options]\naddopts = """\n[not-a-table]\n"""\n' + TOML_LISTS,
    ),
    "tox.ini": ("tox.ini", "[pytest]\n" + INI_BODY),
    "setup.cfg": ("setup.cfg", "[tool:pytest]\n" + INI_BODY),
    # pytest 9 reads its own TOML files, with a [pytest] table, before pytest.ini.
    "pytest.toml": ("pytest.toml", "[pytest]\n" + TOML_LISTS),
    ".pytest.toml": (".pytest.toml", "[pytest]\n" + TOML_LISTS),
}


def layout_fields(layout) -> tuple[tuple[str, ...], ...]:
    return layout.python_files, layout.python_classes, layout.python_functions


def folder(root: Path, relative: str = ".") -> str:
    path = (root / relative).resolve()
    path.mkdir(parents=True, exist_ok=True)
    return str(path)


# --- where the layout comes from --------------------------------------------------


@pytest.mark.parametrize("name", CONFIG_FILES)
def test_layout_is_read_from_each_pytest_config_format(tmp_path, name):
    file_name, text = CONFIG_FILES[name]
    write_files(tmp_path, {file_name: text})

    layout = pytest_config.layout_for_directory(folder(tmp_path, "tests"))

    assert layout_fields(layout) == CONFIGURED


def test_layout_records_the_config_file_it_came_from(tmp_path):
    write_files(tmp_path, {"tox.ini": "[pytest]\n" + INI_BODY})

    layout = pytest_config.layout_for_directory(folder(tmp_path, "tests"))

    assert layout.config_file == str(tmp_path.resolve() / "tox.ini")


def test_nearest_config_upward_from_the_file_wins(tmp_path):
    write_files(
        tmp_path,
        {
            "pytest.ini": "[pytest]\npython_files = outer_*.py\n",
            "pkg/tox.ini": "[pytest]\npython_files = inner_*.py\n",
        },
    )

    layout = pytest_config.layout_for_directory(folder(tmp_path, "pkg/tests/unit"))

    assert layout.python_files == ("inner_*.py",)


def test_config_in_a_parent_folder_governs_its_subfolders(tmp_path):
    write_files(tmp_path, {"setup.cfg": "[tool:pytest]\npython_files = outer_*.py\n"})

    layout = pytest_config.layout_for_directory(folder(tmp_path, "a/b/c"))

    assert layout.python_files == ("outer_*.py",)


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        pytest.param("tox.ini", "[flake8]\nmax-line-length = 100\n", id="tox.ini-without-pytest"),
        pytest.param("setup.cfg", "[metadata]\nname = x\n", id="setup.cfg-without-tool-pytest"),
        pytest.param(
            "pyproject.toml", "[tool.black]\nline-length = 100\n", id="pyproject-no-pytest"
        ),
    ],
)
def test_config_file_without_pytest_settings_does_not_stop_the_search(tmp_path, file_name, text):
    write_files(
        tmp_path,
        {"pytest.ini": "[pytest]\npython_files = outer_*.py\n", f"pkg/{file_name}": text},
    )

    layout = pytest_config.layout_for_directory(folder(tmp_path, "pkg"))

    assert layout.python_files == ("outer_*.py",)


def test_empty_pytest_ini_stops_the_search_with_defaults(tmp_path):
    write_files(
        tmp_path,
        {"tox.ini": "[pytest]\npython_files = outer_*.py\n", "pkg/pytest.ini": ""},
    )

    layout = pytest_config.layout_for_directory(folder(tmp_path, "pkg"))

    assert layout_fields(layout) == layout_fields(pytest_config.TestLayout())


@pytest.mark.parametrize(
    ("winner", "loser"),
    [
        ("pytest.ini", "pyproject.toml"),
        ("pyproject.toml", "tox.ini"),
        ("tox.ini", "setup.cfg"),
    ],
)
def test_pytest_precedence_decides_between_configs_in_one_folder(tmp_path, winner, loser):
    texts = {
        "pytest.ini": "[pytest]\npython_files = {}\n",
        "pyproject.toml": '[tool.pytest.ini_options]\npython_files = "{}"\n',
        "tox.ini": "[pytest]\npython_files = {}\n",
        "setup.cfg": "[tool:pytest]\npython_files = {}\n",
    }
    write_files(
        tmp_path,
        {winner: texts[winner].format("winner_*.py"), loser: texts[loser].format("loser_*.py")},
    )

    layout = pytest_config.layout_for_directory(folder(tmp_path))

    assert layout.python_files == ("winner_*.py",)


def test_setting_that_shell_quoting_cannot_split_does_not_break_the_layout(tmp_path):
    write_files(
        tmp_path,
        {
            "pytest.ini": "[pytest]\n"
            "python_files = check_*.py\n"
            "markers =\n"
            "    slow: tests that don't finish quickly\n"
        },
    )

    layout = pytest_config.layout_for_directory(folder(tmp_path, "tests"))

    assert layout.python_files == ("check_*.py",)


# --- defaults ---------------------------------------------------------------------


def test_default_layout_applies_when_no_config_is_found(tmp_path):
    layout = pytest_config.layout_for_directory(folder(tmp_path, "tests"))

    assert (layout.config_file, layout_fields(layout)) == (
        None,
        (("test_*.py", "*_test.py", "test*.py"), ("Test",), ("test",)),
    )


@pytest.mark.parametrize(
    ("name", "is_test"),
    [
        ("test_orders.py", True),
        ("orders_test.py", True),
        ("tests.py", True),  # unittest discovery's test*.py: Django's tests.py
        ("testing_helpers.py", True),  # test*.py again
        ("conftest.py", True),
        ("orders.py", False),
        ("contest.py", False),
        ("helpers_test_data.py", False),
        ("test_orders.txt", False),
    ],
)
def test_default_layout_recognises_test_file_names(tmp_path, name, is_test):
    layout = pytest_config.layout_for_directory(folder(tmp_path, "tests"))

    assert layout.is_test_file(str(tmp_path / "tests" / name)) is is_test


@pytest.mark.parametrize(
    ("relative", "is_test"),
    [
        ("tests/check_orders.py", True),
        ("tests/unit/check_orders.py", False),
        ("src/check_orders.py", False),
        ("src/conftest.py", True),
    ],
)
def test_python_files_with_a_folder_matches_the_end_of_the_path(tmp_path, relative, is_test):
    write_files(tmp_path, {"pytest.ini": "[pytest]\npython_files = tests/check_*.py\n"})

    layout = pytest_config.layout_for_directory(folder(tmp_path))

    assert layout.is_test_file(str(tmp_path / relative)) is is_test


# --- class and function names -------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "patterns", "matches"),
    [
        ("TestOrders", ("Test",), True),
        ("Tests", ("Test",), True),
        ("OrdersTest", ("Test",), False),
        ("LoginSuite", ("*Suite",), True),
        ("LoginSuiteBase", ("*Suite",), False),
        ("Suite", ("Test", "*Suite"), True),
        ("test_add", ("test",), True),
        ("testadd", ("test",), True),
        ("check_add", ("test",), False),
        ("it_adds", ("should_*", "it_"), True),
        ("adds_should_round", ("*_should_*",), True),
        ("should", ("should_*",), False),
        ("Test[1]", ("Test[[]*",), True),
    ],
)
def test_class_and_function_names_match_by_prefix_or_glob(name, patterns, matches):
    assert pytest_config.matches_prefix_or_glob(name, patterns) is matches


# --- Settings.layout_for -------------------------------------------------------------


def test_settings_layout_for_reads_the_config_above_the_file(tmp_path):
    write_files(tmp_path, {"pytest.ini": "[pytest]\n" + INI_BODY})

    layout = Settings(enabled=frozenset()).layout_for(str(tmp_path / "tests" / "check_x.py"))

    assert layout_fields(layout) == CONFIGURED


def test_settings_override_replaces_only_the_fields_it_names(tmp_path):
    write_files(tmp_path, {"pytest.ini": "[pytest]\n" + INI_BODY})
    settings = Settings(enabled=frozenset(), values={"testarch_test_files": ("spec_*.py",)})

    layout = settings.layout_for(str(tmp_path / "tests" / "spec_x.py"))

    assert layout_fields(layout) == (("spec_*.py",), *CONFIGURED[1:])


@pytest.mark.parametrize(
    ("dest", "field"),
    [
        ("testarch_test_classes", "python_classes"),
        ("testarch_test_functions", "python_functions"),
    ],
)
def test_settings_override_of_class_and_function_names(tmp_path, dest, field):
    settings = Settings(enabled=frozenset(), values={dest: ("Describe",)})

    layout = settings.layout_for(str(tmp_path / "tests" / "test_x.py"))

    assert getattr(layout, field) == ("Describe",)


# --- roles ------------------------------------------------------------------------------


def roles_in(source: str, path: Path) -> dict[str, Role | None]:
    """The role of every function in ``source``, by qualified name, as the engine sees it."""
    seen: dict[str, Role | None] = {}

    def record(node, ctx):
        scope = ctx.scopes[-1] if ctx.scopes else None
        if isinstance(scope, FUNCTION_TYPES):
            qualified = ".".join(s.name for s in ctx.scopes if hasattr(s, "name"))
            seen[qualified] = ctx.role(scope)
        return ()

    probe = Rule(
        code="TA990",
        name="role-probe",
        summary="records the role of every function",
        message="never reported",
        test_files_only=False,
        visitors={ast.arguments: record},
    )
    ctx = FileContext(
        ast.parse(source),
        str(path),
        source.splitlines(keepends=True),
        Settings(enabled=frozenset()),
    )
    list(Engine([probe]).run(ctx))
    return seen


def roles(tmp_path: Path, source: str, name: str = "tests/test_model.py") -> dict:
    return roles_in(source, tmp_path / name)


@pytest.mark.parametrize(
    ("imports", "base"),
    [
        ("import unittest", "unittest.TestCase"),
        ("from unittest import TestCase", "TestCase"),
        ("import unittest as ut", "ut.TestCase"),
        ("from unittest import IsolatedAsyncioTestCase", "IsolatedAsyncioTestCase"),
        ("from django.test import SimpleTestCase", "SimpleTestCase"),
    ],
)
def test_testcase_subclass_without_test_prefix_has_its_test_methods_as_tests(
    tmp_path, imports, base
):
    source = f"{imports}\n\n\nclass Checks({base}):\n    def test_adds(self):\n        pass\n"

    assert roles(tmp_path, source) == {"Checks.test_adds": Role.TEST}


def test_testcase_methods_without_test_prefix_are_helpers(tmp_path):
    source = (
        "import unittest\n\n\nclass Checks(unittest.TestCase):\n"
        "    def check_adds(self):\n        pass\n"
    )

    assert roles(tmp_path, source) == {"Checks.check_adds": Role.HELPER}


def test_subclass_of_a_testcase_defined_in_the_file_is_a_test_class(tmp_path):
    source = (
        "import unittest\n\n\nclass Base(unittest.TestCase):\n    pass\n\n\n"
        "class Checks(Base):\n    def test_adds(self):\n        pass\n"
    )

    assert roles(tmp_path, source) == {"Checks.test_adds": Role.TEST}


def test_testcase_methods_follow_unittest_prefix_not_python_functions(tmp_path):
    write_files(tmp_path, {"pytest.ini": "[pytest]\npython_functions = should_\n"})
    source = (
        "import unittest\n\n\nclass Checks(unittest.TestCase):\n"
        "    def test_adds(self):\n        pass\n\n    def should_add(self):\n        pass\n"
    )

    assert roles(tmp_path, source) == {
        "Checks.test_adds": Role.TEST,
        "Checks.should_add": Role.HELPER,
    }


@pytest.mark.parametrize(
    ("class_name", "role"),
    [("TestOrders", Role.TEST), ("Orders", Role.HELPER), ("OrdersTest", Role.HELPER)],
)
def test_plain_class_methods_are_tests_only_in_a_python_classes_match(
    tmp_path, class_name, role
):
    source = f"class {class_name}:\n    def test_total(self):\n        pass\n"

    assert roles(tmp_path, source) == {f"{class_name}.test_total": role}


def test_configured_python_classes_and_functions_decide_roles(tmp_path):
    write_files(
        tmp_path,
        {"pytest.ini": "[pytest]\npython_classes = *Spec\npython_functions = should_\n"},
    )
    source = (
        "def should_add():\n    pass\n\n\ndef test_add():\n    pass\n\n\n"
        "class OrderSpec:\n    def should_total(self):\n        pass\n"
    )

    assert roles(tmp_path, source) == {
        "should_add": Role.TEST,
        "test_add": Role.HELPER,
        "OrderSpec.should_total": Role.TEST,
    }


def test_module_functions_are_tests_or_helpers_by_name(tmp_path):
    source = "def test_total():\n    pass\n\n\ndef make_order():\n    pass\n"

    assert roles(tmp_path, source) == {"test_total": Role.TEST, "make_order": Role.HELPER}


def test_function_nested_in_a_test_is_a_helper(tmp_path):
    source = "def test_total():\n    def test_inner():\n        pass\n"

    assert roles(tmp_path, source) == {
        "test_total": Role.TEST,
        "test_total.test_inner": Role.HELPER,
    }


FIXTURE_SOURCES = {
    "pytest.fixture": "import pytest\n\n\n@pytest.fixture\ndef order():\n    pass\n",
    "pytest.fixture()": "import pytest\n\n\n@pytest.fixture()\ndef order():\n    pass\n",
    "pytest.fixture(autouse=True)": (
        "import pytest\n\n\n@pytest.fixture(autouse=True)\ndef order():\n    pass\n"
    ),
    "from pytest import fixture": (
        "from pytest import fixture\n\n\n@fixture\ndef order():\n    pass\n"
    ),
    "import pytest as pt": (
        "import pytest as pt\n\n\n@pt.fixture(scope='module')\ndef order():\n    pass\n"
    ),
    "pytest_asyncio.fixture": (
        "import pytest_asyncio\n\n\n@pytest_asyncio.fixture\nasync def order():\n    pass\n"
    ),
}


@pytest.mark.parametrize("form", FIXTURE_SOURCES)
def test_fixture_decorators_make_a_fixture(tmp_path, form):
    assert roles(tmp_path, FIXTURE_SOURCES[form]) == {"order": Role.FIXTURE}


def test_fixture_method_in_a_test_class_is_a_fixture(tmp_path):
    source = (
        "import pytest\n\n\nclass TestOrders:\n    @pytest.fixture\n"
        "    def order(self):\n        pass\n"
    )

    assert roles(tmp_path, source) == {"TestOrders.order": Role.FIXTURE}


def test_fixtures_in_conftest_are_fixtures(tmp_path):
    source = FIXTURE_SOURCES["pytest.fixture"]

    assert roles(tmp_path, source, "tests/conftest.py") == {"order": Role.FIXTURE}


XUNIT_SOURCES = {
    "setUp": (
        "import unittest\n\n\nclass Checks(unittest.TestCase):\n"
        "    def setUp(self):\n        pass\n"
    ),
    "setUpClass": (
        "import unittest\n\n\nclass Checks(unittest.TestCase):\n    @classmethod\n"
        "    def setUpClass(cls):\n        pass\n"
    ),
    "asyncSetUp": (
        "import unittest\n\n\nclass Checks(unittest.IsolatedAsyncioTestCase):\n"
        "    async def asyncSetUp(self):\n        pass\n"
    ),
    "setup_method": "class TestOrders:\n    def setup_method(self, method):\n        pass\n",
    "setup_module": "def setup_module(module):\n    pass\n",
    "setUpModule": "def setUpModule():\n    pass\n",
}


@pytest.mark.parametrize("hook", XUNIT_SOURCES)
def test_setup_hooks_are_xunit(tmp_path, hook):
    found = roles(tmp_path, XUNIT_SOURCES[hook])

    assert [role for name, role in found.items() if name.endswith(hook)] == [Role.XUNIT]


# --- is this a test file, as the context sees it ---------------------------------------


@pytest.mark.parametrize(
    ("relative", "is_test"),
    [
        ("tests/test_orders.py", True),
        ("tests/conftest.py", True),
        ("src/app/orders.py", False),
        ("tests/check_orders.py", False),
    ],
)
def test_file_context_knows_whether_it_reads_a_test_file(tmp_path, relative, is_test):
    ctx = FileContext(ast.parse(""), str(tmp_path / relative), [], Settings(enabled=frozenset()))

    assert ctx.is_test_file is is_test


def test_only_the_asked_tables_of_a_pyproject_are_cut_out_for_parsing():
    text = (
        '[project]\nname = "x"\n[tool.pytest.ini_options]\na = 1\n[tool.ruff]\nb = 2\n'
        '[[tool.pytest_extra]]\nc = 3\n[ project.optional-dependencies ]\nd = []\n'
    )

    assert toml_files.only_tables(text, ("tool.pytest",)) == "[tool.pytest.ini_options]\na = 1\n"
    assert toml_files.only_tables(text, ("project",)) == (
        '[project]\nname = "x"\n[ project.optional-dependencies ]\nd = []\n'
    )
    assert toml_files.only_tables(text, ("tool.poetry",)) is None


def test_class_alias_of_testcase_makes_a_test_class(tmp_path):
    source = (
        "import unittest\n\nTestCase = unittest.TestCase\n\n\n"
        "class Checks(TestCase):\n    def test_adds(self):\n        pass\n"
    )

    assert roles(tmp_path, source) == {"Checks.test_adds": Role.TEST}


def test_testcase_base_defined_after_its_subclass_is_followed(tmp_path):
    source = (
        "import unittest\n\n\nclass Checks(Base):\n    def test_adds(self):\n        pass\n\n\n"
        "class Base(unittest.TestCase):\n    pass\n"
    )

    assert roles(tmp_path, source) == {"Checks.test_adds": Role.TEST}


def test_testcase_base_from_another_module_of_the_project_is_followed(tmp_path):
    write_files(
        tmp_path,
        {
            "pyproject.toml": "[project]\nname = 'shop'\n",
            "tests/__init__.py": "",
            "tests/base.py": (
                "from unittest import TestCase as _TestCase\n\n\n"
                "class ShopBase(_TestCase):\n    pass\n\n\nclass Priced(ShopBase):\n    pass\n"
            ),
        },
    )
    source = (
        "from tests.base import Priced\n\n\n"
        "class Checks(Priced):\n    def test_adds(self):\n        pass\n"
    )

    assert roles(tmp_path, source) == {"Checks.test_adds": Role.TEST}


def test_mixin_of_a_test_class_has_its_test_methods_as_tests(tmp_path):
    source = (
        "import unittest\n\n\nclass Checks:\n    def test_adds(self):\n        pass\n\n"
        "    def helper(self):\n        pass\n\n\n"
        "class CheckInts(Checks, unittest.TestCase):\n    pass\n"
    )

    assert roles(tmp_path, source) == {
        "Checks.test_adds": Role.TEST,
        "Checks.helper": Role.HELPER,
    }


def test_class_nobody_inherits_from_is_not_a_mixin(tmp_path):
    source = "class Checks:\n    def test_adds(self):\n        pass\n"

    assert roles(tmp_path, source) == {"Checks.test_adds": Role.HELPER}


def test_cycle_of_bases_ends_the_search(tmp_path):
    source = (
        "class First(Second):\n    def test_a(self):\n        pass\n\n\n"
        "class Second(First):\n    def test_b(self):\n        pass\n"
    )

    assert roles(tmp_path, source) == {"First.test_a": Role.HELPER, "Second.test_b": Role.HELPER}
