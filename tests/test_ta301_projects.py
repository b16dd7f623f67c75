"""TA301 follows helpers across files: conftest fixtures, test helper modules,
and project modules in a src/ layout, through the real flake8 executable."""

import pytest

from tests.flake8_runner import run_flake8, write_files

pytestmark = pytest.mark.integration

PROJECT = {
    "pyproject.toml": "[tool.pytest.ini_options]\ntestpaths = ['tests']\n",
    "src/shop/__init__.py": "",
    "src/shop/testing.py": (
        "def assert_valid_order(order):\n"
        "    assert order.total >= 0\n"
        "\n"
        "\n"
        "def describe(order):\n"
        "    return str(order)\n"
    ),
    "src/shop/cart.py": (
        "class Cart:\n"
        "    def __init__(self):\n"
        "        self.items = []\n"
        "        assert not self.items\n"
    ),
    "tests/__init__.py": "",
    "tests/checks.py": (
        "def positive_or_fail(value):\n"
        "    if value <= 0:\n"
        "        raise ValueError(value)\n"
        "\n"
        "\n"
        "class OrderChecker:\n"
        "    def __init__(self, order):\n"
        "        self.order = order\n"
        "\n"
        "    def verify(self):\n"
        "        assert self.order.total >= 0\n"
    ),
    "tests/helpers.py": (
        "from shop.testing import assert_valid_order\n"
        "\n"
        "\n"
        "def check_receipt(receipt):\n"
        "    assert_valid_order(receipt.order)\n"
    ),
    "tests/conftest.py": (
        "import pytest\n"
        "\n"
        "\n"
        "def verify_empty(items):\n"
        "    if items:\n"
        "        pytest.fail('not empty')\n"
        "\n"
        "\n"
        "@pytest.fixture\n"
        "def audited():\n"
        "    log = []\n"
        "    yield log\n"
        "    assert log == sorted(log)\n"
        "\n"
        "\n"
        "@pytest.fixture\n"
        "def plain():\n"
        "    return []\n"
    ),
    "tests/test_orders.py": (
        "from conftest import verify_empty\n"
        "from shop.testing import assert_valid_order, describe\n"
        "\n"
        "from .helpers import check_receipt\n"
        "\n"
        "\n"
        "def test_conftest_helper():\n"
        "    verify_empty([])\n"
        "\n"
        "\n"
        "def test_fixture_that_checks_on_teardown(audited):\n"
        "    audited.append(1)\n"
        "\n"
        "\n"
        "def test_src_layout_helper(order):\n"
        "    assert_valid_order(order)\n"
        "\n"
        "\n"
        "def test_relative_helper_two_modules_deep(receipt):\n"
        "    check_receipt(receipt)\n"
        "\n"
        "\n"
        "def test_helper_that_checks_nothing(order):\n"
        "    describe(order)\n"
        "\n"
        "\n"
        "def test_fixture_that_checks_nothing(plain):\n"
        "    plain.append(1)\n"
    ),
    "tests/test_more_orders.py": (
        "from shop.cart import Cart\n"
        "\n"
        "from tests.checks import *\n"
        "\n"
        "\n"
        "def test_star_imported_helper():\n"
        "    positive_or_fail(1)\n"
        "\n"
        "\n"
        "def test_support_class_method(order):\n"
        "    checker = OrderChecker(order)\n"
        "    checker.verify()\n"
        "\n"
        "\n"
        "def test_production_class_asserts_internally():\n"
        "    Cart()\n"
    ),
}


@pytest.fixture
def project(tmp_path):
    write_files(tmp_path, PROJECT)
    return tmp_path


def test_only_tests_without_a_followed_check_are_reported(project):
    result = run_flake8(["--select", "TA301", "tests"], cwd=project)
    reported = sorted((report.path, report.line) for report in result.reports)
    assert reported == [
        ("tests/test_more_orders.py", 15),
        ("tests/test_orders.py", 23),
        ("tests/test_orders.py", 27),
    ]


def test_report_names_the_test_and_what_was_looked_for(project):
    result = run_flake8(["--select", "TA301", "tests/test_orders.py"], cwd=project)
    first = result.reports[0].text
    assert first.startswith("test_helper_that_checks_nothing asserts nothing")
    assert "pytest.raises" in first


def test_an_empty_override_of_an_inherited_test_is_told_to_skip(tmp_path):
    project = write_files(tmp_path, {
        "pyproject.toml": "",
        "tests/__init__.py": "",
        "tests/base.py": (
            "import unittest\n\n\nclass StorageChecks(unittest.TestCase):\n"
            "    def test_expiry(self):\n        self.assertTrue(self.storage.expires)\n"
        ),
        "tests/test_memory.py": (
            "from tests.base import StorageChecks\n\n\n"
            "class MemoryStorage(StorageChecks):\n"
            "    def test_expiry(self):\n        pass\n\n"
            "    def test_size(self):\n        pass\n"
        ),
    })
    result = run_flake8(["--select", "TA301", "tests/test_memory.py"], cwd=project)
    texts = {report.line: report.text for report in result.reports}
    assert sorted(texts) == [5, 8]
    assert "replaces the test it inherits" in texts[5] and "skip it with a reason" in texts[5]
    assert texts[8].startswith("test_size asserts nothing")


def test_an_empty_override_of_an_empty_inherited_test_switches_nothing_off(tmp_path):
    project = write_files(tmp_path, {
        "pyproject.toml": "",
        "tests/__init__.py": "",
        "tests/test_plain.py": (
            "import unittest\n\n\nclass Banner(unittest.TestCase):\n"
            "    def test_0_heading(self):\n        \"\"\"Plain reads\"\"\"\n"
        ),
        "tests/test_banner.py": (
            "from tests.test_plain import Banner\n\n\n"
            "class TimedReads(Banner):\n"
            "    def test_0_heading(self):\n        \"\"\"Timed reads\"\"\"\n"
        ),
    })
    result = run_flake8(["--select", "TA301", "tests"], cwd=project)
    assert [(report.path, report.line) for report in result.reports] == [("tests/test_plain.py", 5)]


def test_a_test_only_an_inherited_teardown_checks_is_told_so(tmp_path):
    project = write_files(tmp_path, {
        "pyproject.toml": "[tool.pytest.ini_options]\ntestpaths = ['tests']\n",
        "kiln/__init__.py": "",
        "kiln/_testcase.py": (
            "import unittest\n\n\nclass KilnCase(unittest.TestCase):\n"
            "    def setUp(self):\n        self.faults = []\n\n"
            "    def tearDown(self):\n"
            "        if self.faults:\n            self.fail(f'faults: {self.faults}')\n"
        ),
        "tests/__init__.py": "",
        "tests/test_firing.py": (
            "from kiln._testcase import KilnCase\n\n\n"
            "class Firing(KilnCase):\n"
            "    def test_ramp_up(self):\n        self.faults.clear()\n\n"
            "    def tearDown(self):\n        self.kiln = None\n        super().tearDown()\n\n\n"
            "class Cooling(KilnCase):\n"
            "    def test_vent_opens(self):\n        print('vent')\n"
        ),
    })
    result = run_flake8(["--select", "TA301", "tests/test_firing.py"], cwd=project)
    texts = {report.line: report.text for report in result.reports}
    assert sorted(texts) == [5, 14]
    for line in (5, 14):
        assert "asserts nothing of its own: only KilnCase.tearDown(), which it inherits" in (
            texts[line]
        )
