"""Linting in-process with every code selected, for the robustness tests.

``lint`` runs the plugin as flake8 would on one file, with every code of the
registry selected (opt-in codes named in full, so new rules are covered as
they are added) and returns its reports. ``errors`` picks the reports that
mean the plugin failed: TA000, a contained rule error, or the plugin's own
failure on the whole file.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

from flake8.options.parse_args import parse_args

from flake8_testarch.plugin import Plugin
from flake8_testarch.core.registry import all_rules

Report = tuple[int, int, str]


@functools.lru_cache(maxsize=None)
def _options(extra: tuple[str, ...]):
    opt_in = ",".join(rule.code for rule in all_rules() if not rule.default)
    argv = ["--isolated", "--select", "TA"]
    if opt_in:
        argv += ["--extend-select", opt_in]
    _, options = parse_args([*argv, *extra, "placeholder.py"])
    return options


def lint(
    source: str, filename: str | Path, *flags: str, tree: ast.AST | None = None
) -> list[Report]:
    """Every report of the plugin on ``source`` linted as ``filename``, all codes
    on (``tree``: the source already parsed)."""
    Plugin.parse_options(_options(tuple(flags)))
    lines = source.splitlines(keepends=True)
    if tree is None:
        tree = ast.parse(source)
    plugin = Plugin(tree, str(filename), lines)
    return [(line, col, text) for line, col, text, _type in plugin.run()]


def errors(reports: list[Report]) -> list[Report]:
    return [report for report in reports if report[2].startswith("TA000")]


def lines_of(reports: list[Report], code: str) -> list[int]:
    return sorted(line for line, _col, text in reports if text.startswith(code + " "))
