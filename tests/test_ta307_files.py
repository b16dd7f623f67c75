"""TA307 end to end where the answer depends on more than one file: the project's
pytest config, its conftest.py files, the other files of a test folder.

The real flake8 executable runs on a small project laid out in a scratch folder.
"""

from __future__ import annotations

import pytest

from tests.flake8_runner import run_flake8, write_files

pytestmark = pytest.mark.integration

COLLECTED = "def test_collected():\n    assert True\n"
MISNAMED = (
    "import pytest\n\n\ndef helper():\n    return 1\n\n\n"
    "def test_never_collected():\n    assert helper() == 1\n"
)
MISNAMED_TEST_LINE = 8
ASYNC_TEST = "async def test_checkout():\n    assert await checkout()\n"


def ta307(tmp_path, files: dict[str, str], *paths: str) -> set[tuple[str, int]]:
    write_files(tmp_path, files)
    result = run_flake8(["--select", "TA307", *(paths or ["tests"])], cwd=tmp_path)
    assert result.returncode in (0, 1), result.stderr
    return {(report.path, report.line) for report in result.reports if report.code == "TA307"}


# --- a test file pytest does not collect -------------------------------------------------


def test_misnamed_file_next_to_collected_tests_is_reported(tmp_path):
    files = {"pytest.ini": "", "tests/test_a.py": COLLECTED, "tests/check_b.py": MISNAMED}

    assert ta307(tmp_path, files) == {("tests/check_b.py", MISNAMED_TEST_LINE)}


def test_misnamed_file_message_names_the_patterns_and_a_new_name(tmp_path):
    files = {
        "pyproject.toml": '[tool.pytest.ini_options]\npython_files = ["*_spec.py"]\n',
        "tests/cart_spec.py": COLLECTED,
        "tests/test_old.py": MISNAMED,
    }
    write_files(tmp_path, files)

    result = run_flake8(["--select", "TA307", "tests"], cwd=tmp_path)

    assert [report.text for report in result.reports] == [
        "test_old.py defines tests but its name does not match python_files (*_spec.py), so "
        "pytest never collects it; rename it (e.g. test_old_spec.py)"
    ]


def test_module_imported_by_a_test_file_is_a_helper(tmp_path):
    files = {
        "pytest.ini": "",
        "tests/test_a.py": "from tests.check_b import helper\n\n\n" + COLLECTED,
        "tests/check_b.py": MISNAMED,
    }

    assert ta307(tmp_path, files) == set()


def test_module_run_by_name_from_tox_is_not_reported(tmp_path):
    files = {
        "pytest.ini": "",
        "tox.ini": "[testenv:plugins]\ncommands = pytest tests/check_b.py\n",
        "tests/test_a.py": COLLECTED,
        "tests/check_b.py": MISNAMED,
    }

    assert ta307(tmp_path, files) == set()


def test_module_matched_by_a_pattern_on_a_command_line_is_not_reported(tmp_path):
    files = {
        "pytest.ini": "",
        "tox.ini": '[testenv]\ncommands = python -m unittest discover -s tests -p "*_tests.py"\n',
        "tests/test_a.py": COLLECTED,
        "tests/cart_tests.py": MISNAMED,
    }

    assert ta307(tmp_path, files) == set()


def test_module_in_a_norecursedirs_folder_is_not_reported(tmp_path):
    files = {
        "pytest.ini": "[pytest]\nnorecursedirs = examples\n",
        "tests/examples/test_a.py": COLLECTED,
        "tests/examples/check_b.py": MISNAMED,
    }

    assert ta307(tmp_path, files) == set()


def test_module_run_as_a_script_is_not_reported(tmp_path):
    script = MISNAMED + '\n\nif __name__ == "__main__":\n    test_never_collected()\n'
    files = {"pytest.ini": "", "tests/test_a.py": COLLECTED, "tests/check_b.py": script}

    assert ta307(tmp_path, files) == set()


def test_misnamed_file_read_from_stdin_is_reported(tmp_path):
    write_files(tmp_path, {"pytest.ini": "", "tests/test_a.py": COLLECTED})

    result = run_flake8(
        ["--select", "TA307", "--stdin-display-name", "tests/check_b.py", "-"],
        cwd=tmp_path,
        stdin=MISNAMED,
    )

    assert result.located() == {("tests/check_b.py", MISNAMED_TEST_LINE, 1, "TA307")}


# --- async tests and the project's async plugin set-up ------------------------------------


def test_async_test_without_any_plugin_set_up_is_reported(tmp_path):
    files = {"pytest.ini": "[pytest]\nasyncio_mode = strict\n", "tests/test_a.py": ASYNC_TEST}

    assert ta307(tmp_path, files) == {("tests/test_a.py", 1)}


@pytest.mark.parametrize(
    "config",
    [
        {"pytest.ini": "[pytest]\nasyncio_mode = auto\n"},
        {"pyproject.toml": '[tool.pytest.ini_options]\nasyncio_mode = "auto"\n'},
        {"setup.cfg": "[tool:pytest]\ntrio_mode = true\n"},
        {"pytest.ini": "[pytest]\naddopts = -p anyio -p no:cacheprovider\n"},
        {"pytest.ini": "[pytest]\naddopts = --asyncio-mode=auto\n"},
        {"pytest.ini": "", "requirements-dev.txt": "pytest\npytest-aio>=1.5\n"},
        {"pytest.ini": "", "tox.ini": "[testenv]\ncommands = pytest --asyncio-mode=auto\n"},
    ],
    ids=[
        "asyncio-auto", "pyproject", "trio-mode", "addopts-plugin", "addopts-mode", "pytest-aio",
        "tox-command-line",
    ],
)
def test_async_test_run_by_the_project_config_is_not_reported(tmp_path, config):
    assert ta307(tmp_path, {**config, "tests/test_a.py": ASYNC_TEST}) == set()


def test_async_test_run_by_a_local_plugin_module_is_not_reported(tmp_path):
    plugin = "def pytest_pyfunc_call(pyfuncitem):\n    return run(pyfuncitem.obj)\n"
    files = {
        "pytest.ini": "[pytest]\naddopts = -p shop.testplugin\n",
        "shop/__init__.py": "",
        "shop/testplugin.py": plugin,
        "tests/test_a.py": ASYNC_TEST,
    }

    assert ta307(tmp_path, files) == set()


@pytest.mark.parametrize(
    "conftest",
    [
        "def pytest_pyfunc_call(pyfuncitem):\n    return run(pyfuncitem.obj)\n",
        'pytest_plugins = ["anyio"]\n',
        "import inspect\n\n\ndef pytest_collection_modifyitems(items):\n"
        "    for item in items:\n        if inspect.iscoroutinefunction(item.obj):\n"
        "            item.add_marker('asyncio')\n",
    ],
    ids=["pyfunc-call-hook", "pytest-plugins", "marking-hook"],
)
def test_async_test_run_by_a_conftest_is_not_reported(tmp_path, conftest):
    files = {"pytest.ini": "", "conftest.py": conftest, "tests/test_a.py": ASYNC_TEST}

    assert ta307(tmp_path, files) == set()


def test_conftest_of_another_folder_does_not_count(tmp_path):
    files = {
        "pytest.ini": "",
        "other/conftest.py": "def pytest_pyfunc_call(pyfuncitem):\n    return None\n",
        "tests/test_a.py": ASYNC_TEST,
    }

    assert ta307(tmp_path, files) == {("tests/test_a.py", 1)}


# --- classes and the rest of the test tree ------------------------------------------------


def test_class_subclassed_in_another_test_file_is_a_base(tmp_path):
    base = "class CommonChecks:\n    def test_shared(self):\n        assert self.make()\n"
    user = (
        "from tests.test_base import CommonChecks\n\n\n"
        "class TestImpl(CommonChecks):\n    def make(self):\n        return 1\n"
    )
    files = {"pytest.ini": "", "tests/test_base.py": base, "tests/sub/test_impl.py": user}

    assert ta307(tmp_path, files) == set()


def test_python_classes_config_decides_which_classes_are_collected(tmp_path):
    source = (
        "class CartTests:\n    def test_a(self):\n        assert True\n\n\n"
        "class TestCart:\n    def test_b(self):\n        assert True\n"
    )
    files = {"pytest.ini": "[pytest]\npython_classes = *Tests\n", "tests/test_a.py": source}

    assert ta307(tmp_path, files) == {("tests/test_a.py", 6)}
