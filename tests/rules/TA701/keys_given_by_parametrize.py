# A key pytest gives as a parameter is each of its values: a restore of
# every one of them (here an autouse fixture of the conftest.py above)
# covers the change; a value nothing restores leaves it reported.
import os

import pytest


@pytest.mark.parametrize("name", ["TERM", "TERM_PROGRAM"])
def test_terminal_detected_from(name, detect):
    os.environ[name] = "xterm"
    assert detect() == "xterm"


@pytest.mark.parametrize("name", ["TERM", "LANG"])
def test_terminal_and_language(name, detect):
    os.environ[name] = "C"  # TA701
    assert detect() is None
