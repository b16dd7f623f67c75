"""Runs the real ``flake8`` executable, the one installed next to this Python, in a subprocess.

The plugin is loaded through its installed entry point exactly as users get it.
Reports are parsed from flake8's default format, ``path:line:col: CODE message``.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

import attrs

FLAKE8 = Path(sys.executable).parent / "flake8"
# Generous: one run takes well under a second; this only stops a hung run.
TIMEOUT_SECONDS = 120
_REPORT = re.compile(
    r"^(?P<path>.+?):(?P<line>\d+):(?P<col>\d+): (?P<code>[A-Z]+\d+) (?P<text>.*)$"
)


@attrs.frozen
class Report:
    path: str
    line: int
    col: int
    code: str
    text: str


@attrs.frozen
class Result:
    returncode: int
    stdout: str
    stderr: str
    reports: tuple[Report, ...]

    def codes(self, prefix: str = "TA") -> list[str]:
        """The codes reported, in output order, keeping only those with ``prefix``."""
        return [report.code for report in self.reports if report.code.startswith(prefix)]

    def located(self, prefix: str = "TA") -> set[tuple[str, int, int, str]]:
        """``(path, line, col, code)`` of every report whose code has ``prefix``."""
        return {
            (report.path, report.line, report.col, report.code)
            for report in self.reports
            if report.code.startswith(prefix)
        }


def parse_reports(stdout: str) -> tuple[Report, ...]:
    reports = []
    for line in stdout.splitlines():
        match = _REPORT.match(line)
        if match:
            reports.append(
                Report(
                    path=match.group("path"),
                    line=int(match.group("line")),
                    col=int(match.group("col")),
                    code=match.group("code"),
                    text=match.group("text"),
                )
            )
    return tuple(reports)


def run_flake8(
    args: Sequence[str],
    cwd: Path,
    stdin: str | None = None,
    env: Mapping[str, str] | None = None,
) -> Result:
    """``flake8 *args`` in ``cwd``, with ``stdin`` fed to it when given and ``env``
    added to the inherited environment."""
    environment = {**os.environ, **(env or {})}
    # argparse wraps --version and errors to the terminal width; keep lines whole.
    environment["COLUMNS"] = "1000"
    completed = subprocess.run(
        [str(FLAKE8), *args],
        cwd=cwd,
        input=stdin,
        capture_output=True,
        text=True,
        env=environment,
        timeout=TIMEOUT_SECONDS,
        check=False,
    )
    return Result(
        returncode=completed.returncode,
        stdout=completed.stdout,
        stderr=completed.stderr,
        reports=parse_reports(completed.stdout),
    )


def write_files(root: Path, files: dict[str, str]) -> Path:
    """Lays out ``{relative path: text}`` under ``root``; returns ``root``."""
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root
