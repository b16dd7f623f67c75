"""What the adoption commands share: the project's flake8 options and findings,
its test files, and reading, showing and writing the files they change.

Findings come from the real flake8, started as the project starts it
(``sys.executable -m flake8`` in the working directory, with its
configuration), so they are exactly what the lint reports. The options come
from flake8's public API (``flake8.api.legacy.get_style_guide``), read the
same way.
"""

from __future__ import annotations

import argparse
import difflib
import fnmatch
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from typing import NamedTuple

PROG = "flake8-testarch"
EXIT_OK, EXIT_FOUND, EXIT_ERROR = 0, 1, 2
_SEPARATOR = "\x1f"
_MARK = "testarch-finding" + _SEPARATOR
_FORMAT = _MARK + _SEPARATOR.join(("%(path)s", "%(row)d", "%(col)d", "%(code)s", "%(text)s"))
# Folders no project lints: virtual environments, caches, build output.
_NEVER_LINTED = ("*.egg-info", "node_modules", "site-packages", "build", "dist")


class ToolError(Exception):
    """Ends the command with its text on stderr and exit status 2."""


def command(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """``run`` with a ToolError turned into one line on stderr and status 2."""

    def guarded(args: argparse.Namespace) -> int:
        try:
            return run(args)
        except ToolError as error:
            print(f"{PROG}: {error}", file=sys.stderr)
            return EXIT_ERROR

    return guarded


class Finding(NamedTuple):
    path: str
    row: int
    col: int  # 1-based, as flake8 prints it (the node's byte offset + 1)
    code: str
    text: str  # the message, after the code


def lint(paths: Sequence[str], extra: Sequence[str] = ()) -> list[Finding]:
    """flake8's reports of TA codes for ``paths`` (default: the working
    directory), with the project's configuration and ``extra`` options."""
    with tempfile.TemporaryDirectory(prefix="flake8-testarch-") as scratch:
        output = os.path.join(scratch, "reports")
        arguments = [f"--format={_FORMAT}", f"--output-file={output}", "--no-show-source"]
        completed = subprocess.run(
            [sys.executable, "-m", "flake8", *arguments, *extra, *paths],
            capture_output=True,
            text=True,
            check=False,
        )
        try:
            with open(output, encoding="utf-8") as handle:
                # Not splitlines(): it also splits at \x1c-\x1e and other separators.
                lines = handle.read().split("\n")
        except FileNotFoundError:
            lines = []
    if completed.returncode not in (0, 1) or (completed.returncode and not any(lines)):
        detail = completed.stderr.strip().splitlines()
        raise ToolError(
            f"flake8 failed (exit status {completed.returncode})"
            + (f": {detail[-1]}" if detail else "")
        )
    found = []
    for line in lines:
        if not line.startswith(_MARK):
            continue
        fields = line[len(_MARK):].split(_SEPARATOR, 4)
        if len(fields) == 5 and fields[3].startswith("TA"):
            path, row, col, code, text = fields
            found.append(Finding(os.path.normpath(path), int(row), int(col), code, text))
    return found


def flake8_options() -> argparse.Namespace:
    """flake8's options as the project configures them (the working directory's
    setup.cfg, tox.ini or .flake8)."""
    from flake8.api.legacy import get_style_guide

    try:
        return get_style_guide().options
    except SystemExit as error:  # the plugin's one line about a bad option value
        raise ToolError(str(error).removeprefix(f"{PROG}: ")) from None
    except Exception as error:
        raise ToolError(f"flake8 could not read its configuration: {error}") from None


def project_settings(options: argparse.Namespace | None = None):
    """The plugin's settings from the project's options (every option's value)."""
    from flake8_testarch.core.registry import all_rules
    from flake8_testarch.core.settings import Settings

    try:
        return Settings.from_flake8(options or flake8_options(), all_rules())
    except SystemExit as error:
        raise ToolError(str(error).removeprefix(f"{PROG}: ")) from None


def python_files(paths: Sequence[str], options: argparse.Namespace) -> Iterator[str]:
    """The ``.py`` files under ``paths`` that flake8 would lint (its exclude and
    extend-exclude honoured), sorted."""
    excluded = [*(options.exclude or ()), *(getattr(options, "extend_exclude", None) or ())]
    excluded += _NEVER_LINTED

    def skip(path: str) -> bool:
        name = os.path.basename(path)
        return any(fnmatch.fnmatch(name, p) or fnmatch.fnmatch(path, p) for p in excluded)

    for given in paths or ["."]:
        absolute = os.path.abspath(given)
        if os.path.isfile(absolute):
            yield absolute
            continue
        if not os.path.isdir(absolute):
            raise ToolError(f"no such file or folder: {given}")
        for folder, folders, files in os.walk(absolute):
            folders[:] = sorted(
                name for name in folders
                if not name.startswith(".") and not _is_virtualenv(os.path.join(folder, name))
                and not skip(os.path.join(folder, name))
            )
            for name in sorted(files):
                path = os.path.join(folder, name)
                if name.endswith(".py") and not skip(path):
                    yield path


def _is_virtualenv(folder: str) -> bool:
    return os.path.isfile(os.path.join(folder, "pyvenv.cfg"))


def shown(path: str) -> str:
    relative = os.path.relpath(path)
    return path if relative.startswith("..") else relative


def read_source(path: str) -> str | None:
    """The file's text with its own line endings; None when it cannot be read."""
    try:
        with open(path, encoding="utf-8", newline="") as handle:
            return handle.read()
    except (OSError, UnicodeDecodeError):
        return None


def write_source(path: str, text: str) -> None:
    try:
        with open(path, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
    except OSError as error:
        raise ToolError(f"{shown(path)}: could not write it ({error.strerror or error})") from None


def unified_diff(path: str, old: str, new: str) -> str:
    name = shown(path).replace(os.sep, "/")
    return "".join(
        difflib.unified_diff(
            old.splitlines(keepends=True),
            new.splitlines(keepends=True),
            fromfile=f"a/{name}",
            tofile=f"b/{name}",
        )
    )


def newline_of(text: str) -> str:
    """The file's line ending (its first one), so inserted lines match it."""
    at = text.find("\n")
    return "\r\n" if at > 0 and text[at - 1] == "\r" else "\n"
