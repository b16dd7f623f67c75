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

from flake8_testarch.project.roots import root_of


def the_suite_makes(line: str, filename: str, layout) -> bool:
    """Every other test module of the file's folder holds ``line`` (the
    change, as written, stripped), and there is at least one; or a
    ``conftest.py`` of the folder or one above it, within the project,
    writes it at its top level."""
    return _every_test_module_beside_makes(line, filename, layout) or any(
        _holds_at_the_top(os.path.join(folder, "conftest.py"), line)
        for folder in _folders_up_to_the_root(filename)
    )


def _folders_up_to_the_root(filename: str) -> list[str]:
    folder = os.path.dirname(os.path.abspath(filename))
    root = root_of(filename)
    found = [folder]
    while folder != root and os.path.dirname(folder) != folder and folder.startswith(root):
        folder = os.path.dirname(folder)
        found.append(folder)
    return found


@functools.lru_cache(maxsize=4096)
def _holds_at_the_top(path: str, line: str) -> bool:
    """The module at ``path`` writes ``line`` unindented: run as it is imported."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return any(text.rstrip() == line for text in handle)
    except OSError:
        return False


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
