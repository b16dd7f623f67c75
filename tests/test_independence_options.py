"""The TA7xx options: what they accept, and the one clear line a bad value gives."""

from __future__ import annotations

import argparse

import pytest

from flake8_testarch.core.registry import rule_for
from flake8_testarch.core.settings import parse_option_values
from tests.flake8_runner import run_flake8, write_files


def _parsed(**values):
    return parse_option_values(argparse.Namespace(**values), rule_for("TA704").options)


@pytest.mark.unit
def test_shared_temp_dirs_default_to_the_posix_temp_folders():
    assert _parsed() == {"testarch_shared_temp_dirs": ("/tmp", "/var/tmp", "/dev/shm")}


@pytest.mark.unit
def test_shared_temp_dirs_from_a_config_list_lose_trailing_separators():
    values = _parsed(testarch_shared_temp_dirs=[" /scratch/ ", "C:\\Temp\\"])
    assert values["testarch_shared_temp_dirs"] == ("/scratch", "C:\\Temp")


@pytest.mark.unit
def test_shared_temp_dirs_empty_reports_nothing():
    assert _parsed(testarch_shared_temp_dirs=[])["testarch_shared_temp_dirs"] == ()


@pytest.mark.unit
def test_relative_shared_temp_dir_ends_flake8_with_one_line():
    with pytest.raises(SystemExit) as stopped:
        _parsed(testarch_shared_temp_dirs=["/tmp", "tmp"])
    assert str(stopped.value) == (
        "flake8-testarch: invalid value for --testarch-shared-temp-dirs: expected "
        "comma-separated absolute directories such as '/tmp,/var/tmp', got 'tmp'"
    )


@pytest.mark.unit
def test_root_as_shared_temp_dir_ends_flake8_with_one_line():
    with pytest.raises(SystemExit) as stopped:
        _parsed(testarch_shared_temp_dirs=["/"])
    assert str(stopped.value).endswith("got '/'")


@pytest.mark.integration
def test_bad_temp_dir_through_real_flake8_is_one_line_without_traceback(tmp_path):
    write_files(tmp_path, {"tests/test_x.py": "def test_x():\n    assert True\n"})

    result = run_flake8(["--testarch-shared-temp-dirs=scratch", "tests/test_x.py"], cwd=tmp_path)

    assert (result.returncode, result.stderr.strip().splitlines()) == (
        1,
        [
            "flake8-testarch: invalid value for --testarch-shared-temp-dirs: expected "
            "comma-separated absolute directories such as '/tmp,/var/tmp', got 'scratch'"
        ],
    )
