"""Category markers registered in the project's pytest configuration.

The file is the one pytest reads (``project/pytest_config.py`` finds it the
way pytest does): ``markers`` in ``pytest.ini`` / ``tox.ini`` (``[pytest]``),
``setup.cfg`` (``[tool:pytest]``), ``pyproject.toml``
(``[tool.pytest.ini_options]``) or ``pytest.toml`` (``[pytest]``). With no
configuration, a ``[tool.pytest.ini_options]`` table goes into the working
directory's ``pyproject.toml`` (created if missing). Lines are only
inserted; the result is read back, and a file whose other settings would
change, or whose markers would not be the old ones plus the new, is left
alone with a message naming the lines to add by hand.
"""

from __future__ import annotations

import configparser
import os
import re
from typing import NamedTuple

from flake8_testarch.tools import workspace
from flake8_testarch.tools.workspace import ToolError

UNIT_TEXT = "reaches no database, socket, process or server (set by flake8-testarch)"
INTEGRATION_TEXT = "reaches a database, socket, process or server (set by flake8-testarch)"
_INI_SECTIONS = {"pytest.ini": "pytest", ".pytest.ini": "pytest", "tox.ini": "pytest",
                 "setup.cfg": "tool:pytest"}
_TOML_TABLES = {"pyproject.toml": ("tool.pytest.ini_options", "tool.pytest"),
                "pytest.toml": ("pytest",), ".pytest.toml": ("pytest",)}
_HEADER = re.compile(r"^[ \t]*\[")


class ConfigPlan(NamedTuple):
    path: str
    old: str
    new: str


def plan(probe: str, settings, marks: list[str]) -> ConfigPlan | None:
    """The configuration change that registers ``marks`` (unit first, then
    integration) for the tests next to ``probe``; None when nothing is missing."""
    layout = settings.layout_for(probe)
    missing = [mark for mark in dict.fromkeys(marks) if mark not in layout.markers]
    if not missing:
        return None
    texts = dict(zip(marks, (UNIT_TEXT, INTEGRATION_TEXT)))
    entries = [f"{mark}: {texts[mark]}" for mark in missing]
    path = layout.config_file or os.path.abspath("pyproject.toml")
    old = workspace.read_source(path) if os.path.exists(path) else ""
    if old is None:
        raise ToolError(f"{workspace.shown(path)} is not readable as UTF-8")
    name = os.path.basename(path)
    if name in _INI_SECTIONS:
        new = _ini(old, _INI_SECTIONS[name], entries)
        check = _ini_markers
        key = _INI_SECTIONS[name]
    else:
        tables = _TOML_TABLES.get(name, ("tool.pytest.ini_options",))
        new, key = _toml(old, tables, entries)
        check = _toml_markers
    before, after = check(old, key), check(new, key)
    if after is None or before is None or after[0] != [*before[0], *entries] \
            or after[1] != before[1]:
        hand = "; ".join(entries)
        raise ToolError(
            f"{workspace.shown(path)}: could not add the markers safely; add them by hand "
            f"({hand}) and run again"
        )
    return ConfigPlan(path, old, new)


# --- ini files ---------------------------------------------------------------------


def _ini(text: str, section: str, entries: list[str]) -> str:
    nl = workspace.newline_of(text) if text else "\n"
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith(("\n", "\r")):
        lines[-1] += nl
    added = [f"    {entry}{nl}" for entry in entries]
    start = next((i for i, line in enumerate(lines)
                  if line.strip() == f"[{section}]"), None)
    if start is None:
        gap = [nl] if lines and lines[-1].strip() else []
        return "".join([*lines, *gap, f"[{section}]{nl}", f"markers ={nl}", *added])
    end = next((i for i in range(start + 1, len(lines)) if _HEADER.match(lines[i])), len(lines))
    key = next((i for i in range(start + 1, end)
                if re.match(r"^markers\s*[=:]", lines[i])), None)
    if key is None:
        last = max((i for i in range(start, end) if lines[i].strip()), default=start)
        lines[last + 1:last + 1] = [f"markers ={nl}", *added]
        return "".join(lines)
    last = key
    for i in range(key + 1, end):
        if lines[i].strip() and lines[i][0] in " \t" and not lines[i].lstrip().startswith(
            ("#", ";")
        ):
            last = i
        elif lines[i].strip() and lines[i][0] not in " \t":
            break
    lines[last + 1:last + 1] = added
    return "".join(lines)


def _ini_markers(text: str, section: str):
    parser = configparser.RawConfigParser()
    try:
        parser.read_string(text)
    except configparser.Error:
        return None
    if not parser.has_section(section):
        return [], {}
    items = dict(parser.items(section))
    markers = [line.strip() for line in items.pop("markers", "").splitlines() if line.strip()]
    return markers, items


# --- TOML files ---------------------------------------------------------------------


def _toml(text: str, tables: tuple[str, ...], entries: list[str]) -> tuple[str, str]:
    nl = workspace.newline_of(text) if text else "\n"
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith(("\n", "\r")):
        lines[-1] += nl
    added = [f'    "{entry}",{nl}' for entry in entries]
    for table in tables:
        pattern = re.compile(r"^\[\s*" + r"\s*\.\s*".join(table.split(".")) + r"\s*\]")
        start = next((i for i, line in enumerate(lines) if pattern.match(line)), None)
        if start is not None:
            break
    else:
        table = tables[0]
        gap = [nl] if lines and lines[-1].strip() else []
        return "".join([*lines, *gap, f"[{table}]{nl}", f"markers = [{nl}", *added,
                        f"]{nl}"]), table
    end = next((i for i in range(start + 1, len(lines)) if _HEADER.match(lines[i])), len(lines))
    key = next((i for i in range(start + 1, end)
                if re.match(r"^\s*markers\s*=", lines[i])), None)
    if key is None:
        last = max((i for i in range(start, end) if lines[i].strip()), default=start)
        lines[last + 1:last + 1] = [f"markers = [{nl}", *added, f"]{nl}"]
        return "".join(lines), table
    closing = _closing_bracket(lines, key)
    if closing is None:
        return text, table  # the check that follows reports it
    row, col = closing
    before = "".join(lines[key:row]) + lines[row][:col]
    inside = before[before.index("[") + 1:]
    needs_comma = bool(_strip_comments(inside).strip()) and not _strip_comments(
        inside).rstrip().endswith(",")
    if row == key or lines[row][:col].strip():  # the ']' shares its line with values
        quoted = ", ".join(f'"{entry}"' for entry in entries)
        lines[row] = lines[row][:col] + (", " if needs_comma else "") + quoted + lines[row][col:]
        return "".join(lines), table
    if needs_comma:
        previous = max(i for i in range(key, row) if _strip_comments(lines[i]).strip())
        content = _strip_comments(lines[previous]).rstrip()
        lines[previous] = content + "," + lines[previous][len(content):]
    lines[row:row] = added
    return "".join(lines), table


def _closing_bracket(lines: list[str], key: int) -> tuple[int, int] | None:
    """(line, column) of the ``]`` that closes the array of ``markers = [``."""
    depth, quote = 0, None
    for row in range(key, len(lines)):
        line = lines[row]
        col = line.index("=") + 1 if row == key else 0
        while col < len(line):
            char = line[col]
            if quote:
                if char == "\\" and quote == '"':
                    col += 1
                elif char == quote:
                    quote = None
            elif char in "\"'":
                if line.startswith(char * 3, col):
                    return None  # a multi-line string: left to the hand
                quote = char
            elif char == "#":
                break
            elif char == "[":
                depth += 1
            elif char == "]":
                depth -= 1
                if depth == 0:
                    return row, col
            col += 1
    return None


def _strip_comments(text: str) -> str:
    return "\n".join(_code_part(line) for line in text.split("\n"))


def _code_part(line: str) -> str:
    quote = None
    for col, char in enumerate(line):
        if quote:
            if char == quote:
                quote = None
        elif char in "\"'":
            quote = char
        elif char == "#":
            return line[:col]
    return line


def _toml_markers(text: str, table: str):
    """(the table's markers, the whole document without them); None when the
    text is not TOML or markers is not a list."""
    from flake8_testarch.project.toml_files import toml_module

    tomllib = toml_module()
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return None
    holder = document
    for part in table.split("."):
        holder = holder.get(part) if isinstance(holder, dict) else None
    if not isinstance(holder, dict):
        return [], document
    markers = holder.pop("markers", [])
    return (list(markers), _without_empty_tables(document)) if isinstance(markers, list) \
        else None


def _without_empty_tables(table: dict) -> dict:
    """The document with the tables that hold nothing dropped (the one this
    module adds holds only ``markers``)."""
    kept = {}
    for key, value in table.items():
        if isinstance(value, dict):
            value = _without_empty_tables(value)
            if not value:
                continue
        kept[key] = value
    return kept
