"""A project's ini-style files (setup.cfg, tox.ini, pytest.ini) and its
setup.py, read as data and syntax, never run: one reader for every fact
taken from them (package folders, dependencies, commands, pytest settings).
"""

from __future__ import annotations

import ast
import configparser
import functools
import os

from flake8_testarch.syntax import PARSE_ERRORS, parse


def read_ini(path: str | os.PathLike) -> configparser.RawConfigParser | None:
    """The ini file at ``path``, or None when it is missing or unreadable."""
    if not os.path.isfile(path):
        return None
    parser = configparser.RawConfigParser()
    try:
        parser.read(path, encoding="utf-8")
    except (configparser.Error, OSError, UnicodeDecodeError):
        return None
    return parser


def setup_py_calls(path: str) -> tuple[ast.Call, ...]:
    """The calls written in the setup.py at ``path`` (``setup(...)``,
    ``find_packages(...)``), parsed once per version of the file; none
    when it is missing or does not parse."""
    return _setup_py(path)[0]


def _setup_py(path: str) -> tuple[tuple[ast.Call, ...], dict[str, ast.AST]]:
    try:
        status = os.stat(path)
    except OSError:
        return (), {}
    return _read_setup_py(path, status.st_mtime_ns, status.st_size)


@functools.lru_cache(maxsize=16)
def _read_setup_py(
    path: str, _mtime_ns: int, _size: int
) -> tuple[tuple[ast.Call, ...], dict[str, ast.AST]]:
    """The file's calls, and the values its module-level assignments give
    plain names (the last one wins)."""
    tree = _parse_setup_py(path, _mtime_ns, _size)
    if tree is None:
        return (), {}
    assigned = {
        target.id: statement.value
        for statement in tree.body
        if type(statement) is ast.Assign
        for target in statement.targets
        if type(target) is ast.Name
    }
    return tuple(node for node in ast.walk(tree) if type(node) is ast.Call), assigned


def setup_py_keywords(path: str, name: str) -> list[ast.AST]:
    """The values given as ``name=`` to the calls of the setup.py at ``path``
    (``install_requires=[...]``, ``entry_points={...}``); a plain name given
    there stands for what the file assigns it (``install_requires =
    ["mock"]`` then ``setup(install_requires=install_requires)``)."""
    calls, assigned = _setup_py(path)
    values = [keyword.value for call in calls for keyword in call.keywords if keyword.arg == name]
    return [
        assigned.get(value.id, value) if type(value) is ast.Name else value for value in values
    ]


def setup_py_tree(path: str) -> ast.Module | None:
    """The syntax tree of the setup.py at ``path``, parsed once per version
    of the file; None when it is missing or does not parse."""
    try:
        status = os.stat(path)
    except OSError:
        return None
    return _parse_setup_py(path, status.st_mtime_ns, status.st_size)


@functools.lru_cache(maxsize=4)
def _parse_setup_py(path: str, _mtime_ns: int, _size: int) -> ast.Module | None:
    try:
        with open(path, "rb") as handle:
            return parse(handle.read(), filename=path)
    except (OSError, *PARSE_ERRORS):
        return None
