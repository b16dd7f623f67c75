import contextlib

import pytest


class TempDirMixin:
    """Every test runs in a fresh temporary directory, and comes back."""

    @pytest.fixture(autouse=True)
    def _in_temp_dir(self, tmp_path):
        with contextlib.chdir(tmp_path):
            yield


class NoisyMixin:
    @pytest.fixture(autouse=True)
    def _quiet(self, capsys):
        yield
