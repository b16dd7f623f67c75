import re
import subprocess

import pytest


class Helpers:
    @staticmethod
    def run(command, expected_exit_code=0):
        done = subprocess.run(command, shell=True, capture_output=True, text=True)
        assert done.returncode == expected_exit_code, done.stderr
        return done

    @staticmethod
    def run_check_output(command, expected_lines=()):
        done = Helpers.run(command)
        for line in expected_lines:
            assert re.search(line, done.stderr, re.MULTILINE), line

    @staticmethod
    def output_of(command):
        return subprocess.run(command, shell=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def helpers():
    return Helpers
