# flags: --select TA
import sys

import pytest


def test_platform_skip_in_body():
    if sys.platform == "win32":
        pytest.skip("posix only")
    assert sys.platform
