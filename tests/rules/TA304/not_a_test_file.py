# flags: --extend-select TA304
# filename: src/app/platforms.py
import sys

import pytest


def test_like_helper():
    if sys.platform == "win32":
        pytest.skip("posix only")
