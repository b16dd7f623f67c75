"""The ``flake8-testarch`` command (also ``python -m flake8_testarch``).

    flake8-testarch rules                      the table of codes
    flake8-testarch explain TA101              one rule's documentation
    flake8-testarch baseline write [PATHS]     record the current violations
    flake8-testarch baseline prune [PATHS]     drop entries whose violations are gone
    flake8-testarch baseline check [PATHS]     fail on stale entries and missing files
    flake8-testarch docs --check | --write     the generated rule docs (maintainers)
    flake8-testarch report [PATHS]             findings per code and folder, where to start
    flake8-testarch categorize [PATHS]         mark the tests that have no category
    flake8-testarch fix [PATHS]                rewrite the mechanical findings

The baseline commands run flake8 as the project does (``sys.executable -m
flake8`` in the working directory, with its configuration; what the rules
find does not depend on how flake8 is started, see project/roots.py, so
``flake8`` finds the same) in the plugin's hidden record mode, where each
report carries the qualified name of the test or class around it. With no
paths they cover the working directory; with paths, only entries for files
under those paths are replaced, pruned or checked. Exit status: 0 fine, 1
stale entries or stale docs, 2 an error (one line on stderr).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

from flake8_testarch import __version__, baseline, docs
from flake8_testarch.baseline import Baseline, BaselineError, Key
from flake8_testarch.plugin import RECORD_FLAG, SCOPE_SEPARATOR
from flake8_testarch.core.registry import all_rules
from flake8_testarch.tools import categorize, fix, report

PROG = "flake8-testarch"
EXIT_OK, EXIT_STALE, EXIT_ERROR = 0, 1, 2
_MARK = "testarch-record" + SCOPE_SEPARATOR
_FORMAT = _MARK + SCOPE_SEPARATOR.join(("%(path)s", "%(row)d", "%(col)d", "%(code)s", "%(text)s"))


class CommandError(Exception):
    """Ends the command with its text on stderr and exit status 2."""


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except CommandError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return EXIT_ERROR


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG, description="Rules, rule docs and the ratchet baseline of flake8-testarch."
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    commands = parser.add_subparsers(title="commands", required=True, metavar="COMMAND")

    rules = commands.add_parser("rules", help="print the table of codes")
    rules.set_defaults(run=_rules)

    explain = commands.add_parser("explain", help="print one rule's documentation")
    explain.add_argument("code", help="a code such as TA101")
    explain.set_defaults(run=_explain)

    baseline_parser = commands.add_parser("baseline", help="write, prune or check the baseline")
    actions = baseline_parser.add_subparsers(title="actions", required=True, metavar="ACTION")
    for name, run, text in (
        ("write", _write, "record the current violations (replacing entries under PATHS)"),
        ("prune", _prune, "lower or remove entries whose violations are gone; never adds"),
        ("check", _check, "exit 1 when an entry is stale or names a missing file"),
    ):
        action = actions.add_parser(name, help=text, description=text)
        action.add_argument(
            "--baseline",
            metavar="PATH",
            help="the baseline file (default: testarch-baseline from the flake8 configuration)",
        )
        if name == "write":
            action.add_argument(
                "--force", action="store_true", help="replace a baseline file that cannot be read"
            )
        action.add_argument(
            "paths", nargs="*", help="files or folders to lint (default: the working directory)"
        )
        action.set_defaults(run=run)

    for tool in (report, categorize, fix):
        tool.add_parser(commands)

    docs_parser = commands.add_parser("docs", help="generate docs/rules/ and the README table")
    mode = docs_parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true", help="write what is stale")
    mode.add_argument("--check", action="store_true", help="exit 1 when a copy is stale")
    docs_parser.add_argument(
        "--root", default=".", help="the checkout holding README.md (default: .)"
    )
    docs_parser.set_defaults(run=_docs)
    return parser


# --- rules and explain ----------------------------------------------------------------


def _rules(args) -> int:
    rows = [("code", "name", "default", "summary")]
    rows += [
        (rule.code, rule.name, "on" if rule.default else "off", rule.summary)
        for rule in all_rules()
    ]
    widths = [max(len(row[column]) for row in rows) for column in range(3)]
    for row in rows:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths)) + "  " + row[3])
    return EXIT_OK


def _explain(args) -> int:
    code = args.code.strip().upper()
    for rule in all_rules():
        if rule.code == code:
            print(docs.rule_page(rule, for_terminal=True), end="")
            return EXIT_OK
    raise CommandError(f"unknown code {args.code!r}; '{PROG} rules' lists the codes")


# --- docs -------------------------------------------------------------------------------


def _docs(args) -> int:
    root = Path(args.root)
    if not (root / docs.README).is_file():
        raise CommandError(f"no README.md in {root.resolve()}; pass --root with the checkout")
    try:
        if args.write:
            for path in docs.write(root):
                print(f"wrote {path}")
            return EXIT_OK
        stale = docs.stale_files(root)
    except ValueError as error:
        raise CommandError(str(error)) from None
    for path in stale:
        print(f"{path} is stale")
    if stale:
        print(f"regenerate with: {docs.REGENERATE}")
        return EXIT_STALE
    return EXIT_OK


# --- baseline ---------------------------------------------------------------------------


def _project_options(paths: Sequence[str]) -> argparse.Namespace:
    """flake8's options as the project configures them, parsed the way flake8 does."""
    from flake8.options.parse_args import parse_args

    try:
        _plugins, options = parse_args([RECORD_FLAG, *paths])
    except SystemExit as error:
        raise CommandError(f"flake8 could not read its configuration: {error}") from None
    except Exception as error:
        raise CommandError(f"flake8 could not read its configuration: {error}") from None
    if getattr(options, "quiet", 0):
        raise CommandError(
            "the flake8 configuration sets 'quiet', which hides the reports the baseline needs"
        )
    return options


def _location(args, options: argparse.Namespace) -> str:
    if args.baseline:
        return os.path.abspath(args.baseline)
    configured = getattr(options, "testarch_baseline", None)
    if not configured:
        raise CommandError(
            "no baseline file: set 'testarch-baseline = PATH' in the [flake8] section of "
            "setup.cfg, tox.ini or .flake8, or pass --baseline PATH"
        )
    return configured


def _load(location: str) -> Baseline:
    try:
        return baseline.load(location)
    except BaselineError as error:
        raise CommandError(str(error)) from None


def _save(location: str, counts: Mapping[Key, int]) -> None:
    try:
        os.makedirs(os.path.dirname(location), exist_ok=True)
        baseline.write_atomic(location, baseline.dumps(counts))
    except OSError as error:
        raise CommandError(
            f"baseline {location}: could not write it ({error.strerror or error}); "
            "the previous file is unchanged"
        ) from None


def _lint(paths: Sequence[str], directory: str) -> dict[Key, int]:
    """Runs flake8 in record mode; the count of each key found, paths relative to ``directory``."""
    with tempfile.TemporaryDirectory(prefix="flake8-testarch-") as scratch:
        output = os.path.join(scratch, "reports")
        command = [
            sys.executable,
            "-m",
            "flake8",
            RECORD_FLAG,
            f"--format={_FORMAT}",
            f"--output-file={output}",
            "--no-show-source",
            *paths,
        ]
        completed = subprocess.run(command, capture_output=True, text=True, check=False)
        try:
            with open(output, encoding="utf-8") as handle:
                # Not splitlines(): it also splits at \x1c-\x1e and other separators.
                lines = handle.read().split("\n")
        except FileNotFoundError:
            lines = []
    if completed.returncode not in (0, 1) or (completed.returncode and not lines):
        detail = completed.stderr.strip().splitlines()
        raise CommandError(
            f"flake8 failed (exit status {completed.returncode})"
            + (f": {detail[-1]}" if detail else "")
        )
    counts: dict[Key, int] = {}
    for line in lines:
        if not line.startswith(_MARK):
            continue
        fields = line[len(_MARK):].split(SCOPE_SEPARATOR, 5)
        if len(fields) < 5:
            continue
        path, row, _col, code = fields[:4]
        if not baseline.is_code(code):
            continue
        if code in baseline.UNRECORDED_CODES:
            message = fields[-1]
            print(f"{PROG}: not recorded: {path}:{row}: {code} {message}", file=sys.stderr)
            continue
        scope = fields[4] if len(fields) == 6 else ""
        key = Key(baseline.relative_path(path, directory), code, scope)
        counts[key] = counts.get(key, 0) + 1
    return counts


def _scope(paths: Sequence[str]):
    """Whether a baseline path (made absolute) lies under one of ``paths``."""
    roots = [os.path.abspath(path) for path in (paths or ["."])]

    def covers(absolute: str) -> bool:
        return any(
            absolute == root or absolute.startswith(root.rstrip(os.sep) + os.sep)
            for root in roots
        )

    return covers


def _write(args) -> int:
    options = _project_options(args.paths)
    location = _location(args, options)
    previous: Mapping[Key, int] = {}
    if os.path.exists(location):
        try:
            previous = baseline.load(location).counts
        except BaselineError as error:
            if not args.force:
                raise CommandError(
                    f"{error}; not overwritten (fix or delete it, or pass --force)"
                ) from None
    directory = os.path.dirname(location)
    found = _lint(args.paths, directory)
    covers = _scope(args.paths)
    kept = {
        key: count
        for key, count in previous.items()
        if not covers(os.path.join(directory, key.path))
    }
    counts = {**kept, **found}
    _save(location, counts)
    files = len({key.path for key in counts})
    print(
        f"wrote {_shown(location)}: {_n(len(counts), 'entry')}, "
        f"{_n(sum(counts.values()), 'violation')} in {_n(files, 'file')}"
    )
    return EXIT_OK


def _stale_entries(args):
    options = _project_options(args.paths)
    location = _location(args, options)
    recorded = _load(location)
    found = _lint(args.paths, recorded.directory)
    covers = _scope(args.paths)
    problems = {}
    for key, count in sorted(recorded.counts.items()):
        absolute = recorded.absolute(key.path)
        if not covers(absolute):
            continue
        if not os.path.isfile(absolute):
            problems[key] = (0, f"{key.path} no longer exists")
        elif found.get(key, 0) < count:
            problems[key] = (
                found.get(key, 0),
                f"no longer matches (recorded {count}, found {found.get(key, 0)})",
            )
    return location, recorded, problems


def _prune(args) -> int:
    location, recorded, problems = _stale_entries(args)
    if not problems:
        print(f"{_shown(location)}: nothing to prune ({_n(len(recorded.counts), 'entry')})")
        return EXIT_OK
    counts = dict(recorded.counts)
    removed = lowered = 0
    for key, (found, _why) in problems.items():
        if found:
            counts[key] = found
            lowered += 1
        else:
            del counts[key]
            removed += 1
    _save(location, counts)
    print(
        f"pruned {_shown(location)}: removed {_n(removed, 'entry')}, lowered {lowered}; "
        f"{_n(len(counts), 'entry')} left"
    )
    return EXIT_OK


def _check(args) -> int:
    location, recorded, problems = _stale_entries(args)
    for key, (_found, why) in problems.items():
        print(f"{_shown(location)}: {key.describe()}: {why}")
    if problems:
        print(f"{_n(len(problems), 'stale entry')}; remove with '{baseline.PRUNE_HINT}'")
        return EXIT_STALE
    print(f"{_shown(location)}: {_n(len(recorded.counts), 'entry')}, none stale")
    return EXIT_OK


def _shown(location: str) -> str:
    relative = os.path.relpath(location)
    return relative if not relative.startswith("..") else location


def _n(count: int, noun: str) -> str:
    if count == 1:
        return f"1 {noun}"
    return f"{count} {noun[:-1] + 'ies' if noun.endswith('y') else noun + 's'}"
