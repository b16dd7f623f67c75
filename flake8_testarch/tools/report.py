"""``flake8-testarch report [PATHS]``: where a suite stands, and where to start.

Runs flake8 as the project does and prints its TA findings per code (with
what fixing one costs, from the rule's ``FIX_COST``) and per folder, then
the order that gets a legacy suite to a green lint soonest: declare and
infer the categories (``categorize``), rewrite the mechanical cases
(``fix``), record the rest in the baseline and pay it down from there.
Exit status 0, or 2 on an error.
"""

from __future__ import annotations

import argparse
import collections
import os
from types import SimpleNamespace

from flake8_testarch.tools import workspace
from flake8_testarch.tools.workspace import Finding

# The codes whose findings 'fix' rewrites (the mechanical cases among them).
FIXABLE = ("TA602", "TA701", "TA704")
CATEGORY_CODES = ("TA201", "TA203")
_FOLDERS_SHOWN = 15


def add_parser(commands) -> None:
    text = "findings per code and per folder, what each costs, and where to start"
    parser = commands.add_parser("report", help=text, description=text)
    parser.add_argument(
        "paths", nargs="*", help="files or folders to lint (default: the working directory)"
    )
    parser.set_defaults(run=workspace.command(run))


def run(args: argparse.Namespace) -> int:
    findings = workspace.lint(args.paths)
    print(render(findings, categories_declared(args.paths)), end="")
    return workspace.EXIT_OK


def categories_declared(paths) -> bool:
    """Whether the project declares test categories (its pytest markers or
    --testarch-categories), read as the category rules read it."""
    from flake8_testarch.rules.categories._categories import categories

    settings = workspace.project_settings()
    first = os.path.abspath((paths or ["."])[0])
    probe = first if os.path.isfile(first) else os.path.join(first, "test_probe.py")
    return bool(categories(SimpleNamespace(settings=settings, layout=settings.layout_for(probe))))


def render(findings: list[Finding], declared: bool) -> str:
    from flake8_testarch.core.registry import all_rules

    rules = {rule.code: rule for rule in all_rules()}
    files = {finding.path for finding in findings}
    out = [f"{_n(len(findings), 'finding')} in {_n(len(files), 'file')}\n"]
    if findings:
        out += ["\nBy code (what fixing one costs):\n"]
        per_code = collections.Counter(finding.code for finding in findings)
        for code, count in sorted(per_code.items(), key=lambda item: (-item[1], item[0])):
            rule = rules.get(code)
            name = rule.name if rule else "?"
            cost = rule.fix_cost if rule else ""
            out.append(f"  {code}  {count:>6}  {name:<36} {cost}\n")
        out += ["\nBy folder:\n"]
        per_folder = collections.Counter(_folder(finding.path) for finding in findings)
        ranked = sorted(per_folder.items(), key=lambda item: (-item[1], item[0]))
        for folder, count in ranked[:_FOLDERS_SHOWN]:
            out.append(f"  {count:>6}  {folder}\n")
        if len(ranked) > _FOLDERS_SHOWN:
            rest = sum(count for _folder_name, count in ranked[_FOLDERS_SHOWN:])
            out.append(f"  {rest:>6}  ({len(ranked) - _FOLDERS_SHOWN} more folders)\n")
    out += ["\nSuggested order:\n", *_steps(findings, declared)]
    return "".join(out)


def _steps(findings: list[Finding], declared: bool) -> list[str]:
    per_code = collections.Counter(finding.code for finding in findings)
    steps = []
    categorized = sum(per_code[code] for code in CATEGORY_CODES)
    if not declared:
        steps.append(
            "flake8-testarch categorize --write: the category rules (TA201-TA205) are off "
            "until the project declares its categories; this marks every test unit or "
            "integration from what it reaches and registers the marks"
        )
    elif categorized:
        steps.append(
            f"flake8-testarch categorize --write: marks the tests that have no category "
            f"({_n(categorized, 'finding')} of {', '.join(CATEGORY_CODES)})"
        )
    fixable = sum(per_code[code] for code in FIXABLE)
    if fixable:
        steps.append(
            f"flake8-testarch fix --write: rewrites the mechanical cases among the "
            f"{_n(fixable, 'finding')} of {', '.join(FIXABLE)} (preview without --write)"
        )
    steps.append(
        "flake8-testarch baseline write: records what is left, so the lint is green and "
        "only new findings are reported; then fix by folder and 'baseline prune'"
    )
    return [f"  {number}. {text}\n" for number, text in enumerate(steps, 1)]


def _folder(path: str) -> str:
    folder = os.path.dirname(workspace.shown(path)) or "."
    return folder.replace(os.sep, "/")


def _n(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"
