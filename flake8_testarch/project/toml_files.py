"""TOML files of a project (pyproject.toml, pytest.toml), read as data.

``tomllib`` is imported when a file needs it (about 6 ms of a cold start)."""

from __future__ import annotations

import sys


def toml_module():
    """tomllib (tomli before Python 3.11)."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on Python 3.10 only
        import tomli as tomllib
    return tomllib


def read_toml(path: str, words: tuple[bytes, ...]) -> dict | None:
    """The document at ``path`` when its text holds one of ``words`` (most
    files say nothing a caller asks about, and are not parsed); None when
    it is missing, says none of them or is no valid TOML."""
    try:
        with open(path, "rb") as handle:
            content = handle.read()
    except OSError:
        return None
    if not any(word in content for word in words):
        return None
    tomllib = toml_module()
    try:
        return tomllib.loads(content.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError):
        return None
