"""TA901 and TA902 count across a whole suite laid out on disk, through the real
flake8 executable: with several worker processes, and with an editor's buffer
on stdin standing in for its saved copy."""

import pytest

from tests.flake8_runner import run_flake8, write_files

pytestmark = pytest.mark.integration

ORDER_CALL = 'Order(1, "ada", [], "EUR")'
PROJECT = {
    "pyproject.toml": "[tool.pytest.ini_options]\ntestpaths = ['tests']\n",
    "src/shop/__init__.py": "",
    "src/shop/models.py": (
        "class Order:\n"
        "    def __init__(self, order_id, customer, items, currency):\n"
        "        self.order_id = order_id\n"
        "\n"
        "\n"
        "class Customer:\n"
        "    def __init__(self, name):\n"
        "        self.name = name\n"
    ),
    "tests/__init__.py": "",
    "tests/builders.py": (
        "from shop.models import Customer\n"
        "\n"
        "\n"
        "class CustomerBuilder:\n"
        "    def build(self):\n"
        "        return Customer('ada')\n"
    ),
    "tests/test_a.py": (
        "from shop.models import Customer, Order\n"
        "\n"
        "\n"
        "def test_a():\n"
        f"    assert {ORDER_CALL} and {ORDER_CALL}\n"
        "    assert Customer('bob')\n"
    ),
    "tests/test_b.py": (
        "import shop.models as m\n"
        "\n"
        "\n"
        "def test_b():\n"
        f"    assert m.{ORDER_CALL} and m.{ORDER_CALL}\n"
    ),
    "tests/test_c.py": "def test_c():\n    assert True\n",
}
SELECT = ["--select", "TA901,TA902"]
FILES = ["tests/test_a.py", "tests/test_b.py", "tests/test_c.py"]
EXPECTED = {
    ("tests/test_a.py", 5, 12, "TA901"),
    ("tests/test_a.py", 6, 12, "TA902"),
    ("tests/test_b.py", 5, 12, "TA901"),
}


def test_suite_wide_counts_reach_every_file(tmp_path):
    write_files(tmp_path, PROJECT)

    result = run_flake8([*SELECT, "--testarch-builder-min-constructions=3", *FILES], tmp_path)

    assert result.located() == EXPECTED, result.stdout + result.stderr


def test_two_jobs_report_exactly_what_one_job_reports(tmp_path):
    write_files(tmp_path, PROJECT)
    flags = [*SELECT, "--testarch-builder-min-constructions=3"]

    serial = run_flake8([*flags, "--jobs", "1", *FILES], tmp_path)
    parallel = run_flake8([*flags, "--jobs", "2", *FILES], tmp_path)

    assert (parallel.located(), parallel.returncode) == (serial.located(), serial.returncode)


def test_saved_files_alone_stay_under_the_threshold(tmp_path):
    write_files(tmp_path, PROJECT)

    result = run_flake8([*SELECT, "--testarch-builder-min-constructions=4", *FILES], tmp_path)

    assert result.codes("TA901") == []


def test_buffer_on_stdin_counts_in_place_of_its_saved_copy(tmp_path):
    write_files(tmp_path, PROJECT)
    buffer = f"from shop.models import Order\n\n\ndef test_c():\n    assert {ORDER_CALL}\n"

    result = run_flake8(
        [
            *SELECT,
            "--testarch-builder-min-constructions=4",
            "--stdin-display-name",
            "tests/test_c.py",
            "-",
        ],
        tmp_path,
        stdin=buffer,
    )

    assert result.located() == {("tests/test_c.py", 5, 12, "TA901")}, result.stdout


@pytest.mark.parametrize(
    "flag",
    [
        "--testarch-builder-names=Builder",
        "--testarch-builder-names=*Build*",
        "--testarch-builder-min-constructions=many",
        "--testarch-builder-min-params=-1",
    ],
)
def test_invalid_option_value_prints_one_line_naming_the_option(tmp_path, flag):
    write_files(tmp_path, PROJECT)

    result = run_flake8([*SELECT, flag, "tests/test_a.py"], tmp_path)

    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert (result.returncode, [flag.split("=")[0] in line for line in lines]) == (1, [True])
