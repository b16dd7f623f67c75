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
    try:
        status = os.stat(path)
    except OSError:
        return ()
    return _calls(path, status.st_mtime_ns, status.st_size)


@functools.lru_cache(maxsize=16)
def _calls(path: str, _mtime_ns: int, _size: int) -> tuple[ast.Call, ...]:
    try:
        with open(path, "rb") as handle:
            tree = parse(handle.read(), filename=path)
    except (OSError, *PARSE_ERRORS):
        return ()
    return tuple(node for node in ast.walk(tree) if type(node) is ast.Call)


def setup_py_keywords(path: str, name: str) -> list[ast.AST]:
    """The values given as ``name=`` to the calls of the setup.py at ``path``
    (``install_requires=[...]``, ``entry_points={...}``)."""
    return [
        keyword.value
        for call in setup_py_calls(path)
        for keyword in call.keywords
        if keyword.arg == name
    ]
