"""A change the suite makes as its modules are imported, whichever runs
first (TA702): the suite's own setup, written in each test module of the
folder instead of once in a ``conftest.py``
(``sys.path.append(os.path.join(os.path.dirname(__file__), "../lib"))`` at
the top of every one), or written at the top of a ``conftest.py`` above
the file as well, which pytest imports before any module below it: the
module's own copy adds nothing. Read as text, never imported."""

from __future__ import annotations

import functools
import os

from flake8_testarch.project.modules import conftest_files


def the_suite_makes(line: str, filename: str, layout) -> bool:
    """Every other test module of the file's folder holds ``line`` (the
    change, as written, stripped), and there is at least one; or a
    ``conftest.py`` of the folder or one above it, within the project,
    writes it at its top level."""
    return _every_test_module_beside_makes(line, filename, layout) or any(
        line in _lines(conftest)[1] for conftest in conftest_files(filename)
    )


def _every_test_module_beside_makes(line: str, filename: str, layout) -> bool:
    folder = os.path.dirname(os.path.abspath(filename))
    own = os.path.basename(filename)
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return False
    siblings = [
        os.path.join(folder, name) for name in names
        if name.endswith(".py") and name != own and layout.is_test_file(os.path.join(folder, name))
    ]
    return bool(siblings) and all(line in _lines(path)[0] for path in siblings)


@functools.lru_cache(maxsize=1024)
def _lines(path: str) -> tuple[frozenset[str], frozenset[str]]:
    """The module's lines, stripped, and those written unindented (run as it
    is imported); read once per file in a run: every module of the folder
    asks about the same siblings and conftests."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            texts = handle.read().splitlines()
    except OSError:
        return frozenset(), frozenset()
    return frozenset(text.strip() for text in texts), frozenset(text.rstrip() for text in texts)
