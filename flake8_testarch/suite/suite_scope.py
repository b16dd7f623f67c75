"""Where a project's test code lives: pytest's ``testpaths`` when the project
sets them, else the project root; which modules are test code (test files by
name, every module of a ``tests``/``test``/``testing`` folder), and the list
of them with their mtime and size."""

from __future__ import annotations

import fnmatch
import functools
import glob
import os
import re
import shlex
from typing import NamedTuple

from flake8_testarch.project.files import python_files
from flake8_testarch.project.modules import project_root

# Folders whose modules are test code whatever their names.
_TEST_FOLDER = re.compile(r"^_?(?:unit_?|functional_?|integration_?)?tests?$|^testing$")
_GLOB = frozenset("*?[")


class SuiteScope(NamedTuple):
    """Where a project's test code lives."""

    root: str
    # pytest's testpaths, absolute; empty when the project sets none.
    testpaths: tuple[str, ...]
    python_files: tuple[str, ...]

    def folders(self) -> tuple[str, ...]:
        return self.testpaths or (self.root,)

    def is_test_code(self, path: str) -> bool:
        """Whether ``path`` (absolute) is test code rather than production code."""
        path = os.path.abspath(path)
        if self.testpaths:
            if any(_inside(path, folder) for folder in self.testpaths):
                return True
        elif not _inside(path, self.root):
            return False
        if self.is_test_file_name(path):
            return True
        relative = os.path.relpath(os.path.dirname(path), self.root)
        return any(_TEST_FOLDER.match(part) for part in relative.split(os.sep))

    def is_test_file_name(self, path: str) -> bool:
        name = os.path.basename(path)
        if name == "conftest.py" or _name_pattern(self.python_files).match(name):
            return True
        slashed = path.replace(os.sep, "/")
        return any(
            fnmatch.fnmatch(slashed, "*/" + pattern.lstrip("/"))
            for pattern in self.python_files
            if "/" in pattern
        )


@functools.lru_cache(maxsize=64)
def _name_pattern(patterns: tuple[str, ...]) -> re.Pattern:
    """pytest's ``python_files`` patterns without a folder, as one regex on a file name."""
    bare = [fnmatch.translate(pattern) for pattern in patterns if "/" not in pattern]
    return re.compile("|".join(bare) or "(?!)")


def _inside(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


def suite_scope(filename: str, layout) -> SuiteScope:
    """The test code of the project ``filename`` belongs to, from its pytest layout."""
    root = project_root(os.path.dirname(os.path.abspath(filename)))
    testpaths: list[str] = []
    raw = layout.ini.get("testpaths") if layout.ini else None
    if raw and layout.config_file:
        base = os.path.dirname(os.path.abspath(layout.config_file))
        try:
            words = shlex.split(raw)
        except ValueError:
            words = raw.split()
        for word in words:
            pattern = os.path.normpath(os.path.join(base, word))
            found = glob.glob(pattern) if _GLOB.intersection(word) else [pattern]
            testpaths.extend(path for path in found if os.path.exists(path))
        if testpaths:
            root = base if _inside(root, base) else root
    return SuiteScope(
        root=root, testpaths=tuple(sorted(set(testpaths))), python_files=layout.python_files
    )


def listed(scope: SuiteScope) -> tuple[tuple[str, int, int], ...]:
    """Every test-code module of the suite with its mtime and size, sorted.

    Under ``testpaths`` every module counts; from the project root, the
    modules of test folders and test files by name elsewhere. Hidden,
    virtualenv, build and ``site-packages`` folders are skipped.
    """
    found = []
    for folder in scope.folders():
        if os.path.isfile(folder):
            if folder.endswith(".py"):
                _stat_into(found, folder)
            continue
        everything = bool(scope.testpaths)
        for entry in python_files(folder):
            if not everything:
                relative = os.path.relpath(os.path.dirname(entry.path), folder)
                in_tests = any(_TEST_FOLDER.match(part) for part in relative.split(os.sep))
                if not in_tests and not scope.is_test_file_name(entry.path):
                    continue
            try:
                status = entry.stat()
            except OSError:
                continue
            found.append((entry.path, status.st_mtime_ns, status.st_size))
    found.sort()
    return tuple(found)


def _stat_into(found: list, path: str) -> None:
    try:
        status = os.stat(path)
    except OSError:
        return
    found.append((os.path.abspath(path), status.st_mtime_ns, status.st_size))
