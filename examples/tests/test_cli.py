import subprocess
import sys

import pytest

pytestmark = pytest.mark.integration  # each test starts the CLI in a child process


def test_version_is_printed(run_cli):
    result = run_cli("--version")
    assert result.stdout == "shop 1.0\n"


def test_reserving_more_than_the_stock_fails(run_cli):
    result = run_cli("reserve", "mug", "5", "--stock", "mug=3")
    assert (result.returncode, result.stderr) == (1, "out of stock: mug\n")


def test_reserve_prints_what_is_left():
    command = [sys.executable, "-m", "shop.cli", "reserve", "mug", "2"]
    with subprocess.Popen(
        [*command, "--stock", "mug=3"], stdout=subprocess.PIPE, text=True
    ) as process:
        output, _ = process.communicate(timeout=30)
    assert output == "mug: 1 left\n"
