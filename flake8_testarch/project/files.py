"""The project's Python files, found by one walk of its folders.

Hidden folders, installed environments, build output, ``__pycache__`` and
``*.egg-info`` folders are never the project's own code and are not
entered; an analysis prunes more with ``descend``. Symbolic links to
folders are not followed (a link back up would never end).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator

from flake8_testarch.project.roots import NOT_PROJECT_FOLDERS

SKIPPED_FOLDERS = NOT_PROJECT_FOLDERS | {"__pycache__"}
# Larger files are generated data, not code worth reading as text.
_MAX_TEXT_BYTES = 2_000_000


def skipped_folder(name: str) -> bool:
    """A folder no walk of the project enters."""
    return name[:1] == "." or name in SKIPPED_FOLDERS or name.endswith(".egg-info")


def python_files(
    folder: str,
    descend: Callable[[str, str], bool] | None = None,
    limit: int | None = None,
) -> Iterator[os.DirEntry]:
    """Every ``.py`` file under ``folder``, each folder's files before its
    subfolders, in name order. ``descend(path, name)`` says whether a
    subfolder is entered (beyond the folders always skipped); ``limit``
    stops the walk after that many files."""
    count = 0
    stack = [folder]
    while stack:
        current = stack.pop()
        try:
            entries = sorted(os.scandir(current), key=lambda entry: entry.name)
        except OSError:
            continue
        subfolders = []
        for entry in entries:
            name = entry.name
            try:
                if entry.is_dir(follow_symlinks=False):
                    if not skipped_folder(name) and (descend is None or descend(entry.path, name)):
                        subfolders.append(entry.path)
                elif name.endswith(".py") and entry.is_file():
                    yield entry
                    count += 1
                    if limit is not None and count >= limit:
                        return
            except OSError:
                continue
        stack.extend(reversed(subfolders))


def read_text(path: str) -> str:
    """A file's text ("" when it cannot be read, or is over 2 MB)."""
    try:
        if os.path.getsize(path) > _MAX_TEXT_BYTES:
            return ""
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read()
    except OSError:
        return ""
