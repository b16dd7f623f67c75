"""A change every test module beside the file makes as it is imported
(TA702): the suite's own setup, written in each module instead of once in
a ``conftest.py`` (``sys.path.append(os.path.join(os.path.dirname(__file__),
"../lib"))`` at the top of every test module of the folder). Each module
adds the same entry itself, so no test depends on which module ran first.
Read as text, never imported."""

from __future__ import annotations

import functools
import os


def every_test_module_beside_makes(line: str, filename: str, layout) -> bool:
    """Every other test module of the file's folder holds ``line`` (the
    change, as written, stripped), and there is at least one."""
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
    return bool(siblings) and all(_holds(path, line) for path in siblings)


@functools.lru_cache(maxsize=4096)
def _holds(path: str, line: str) -> bool:
    """Read once per file and line in a run: every module of the folder asks
    about the same siblings."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return any(text.strip() == line for text in handle)
    except OSError:
        return False
