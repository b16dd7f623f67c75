"""TOML files of a project (pyproject.toml, pytest.toml), read as data.

``tomllib`` is imported when a file needs it (about 6 ms of a cold start)."""

from __future__ import annotations

import re
import sys

from flake8_testarch.lazy_regex import lazy_compile

# A line opening a table (``[tool.pytest.ini_options]``, ``[[tool.x]]``).
_TABLE_HEADER = lazy_compile(r"^[ \t]*\[\[?[ \t]*([^\]\n]*?)[ \t]*\]", re.MULTILINE)


def toml_module():
    """tomllib (tomli before Python 3.11)."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on Python 3.10 only
        import tomli as tomllib
    return tomllib


def read_toml(
    path: str, words: tuple[bytes, ...], tables: tuple[str, ...] = ()
) -> dict | None:
    """The document at ``path`` when its text holds one of ``words`` (most
    files say nothing a caller asks about, and are not parsed); None when
    it is missing, says none of them or is no valid TOML. With ``tables``,
    only those tables (and the tables below them) are parsed when the file
    has any (see ``only_tables``)."""
    try:
        with open(path, "rb") as handle:
            content = handle.read()
    except OSError:
        return None
    if not any(word in content for word in words):
        return None
    tomllib = toml_module()
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError:
        return None
    cut = only_tables(text, tables) if tables else None
    if cut is not None:
        try:
            return tomllib.loads(cut)
        except tomllib.TOMLDecodeError:
            pass  # cut in the wrong place (a multi-line string): read it all
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return None


def only_tables(text: str, names: tuple[str, ...]) -> str | None:
    """The text of the tables named ``names`` or below them (``tool.pytest``
    keeps ``[tool.pytest.ini_options]``), or None when there are none: a
    long pyproject.toml (pytest's own: 16 kB) costs about 5 ms to parse
    whole, one table a tenth of that. A caller reads the whole file when
    the cut text does not parse."""
    kept = []
    headers = list(_TABLE_HEADER.finditer(text))
    for header, following in zip(headers, [*headers[1:], None]):
        name = "".join(header.group(1).split())
        if any(name == wanted or name.startswith(wanted + ".") for wanted in names):
            kept.append(text[header.start():following.start() if following else len(text)])
    return "".join(kept) if kept else None
