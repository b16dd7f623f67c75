"""Classifiers naming only Python 3 say where the project runs: a universal
wheel left in setup.cfg, and a test still branching on Python 2, do not
make the backport needed."""
import sys

import mock  # TA601

BUILTINS = "__builtin__" if sys.version_info.major == 2 else "builtins"


def test_the_page_is_printed(pager):
    with mock.patch(BUILTINS + ".print") as printed:
        pager.show("hello")
    printed.assert_called_once_with("hello")
