"""The ``flake8-testarch`` command (also ``python -m flake8_testarch``).

    flake8-testarch rules                      the table of codes
    flake8-testarch explain TA101|sleep-in-test  one rule's documentation
    flake8-testarch baseline write [PATHS]     record the current violations
    flake8-testarch baseline prune [PATHS]     drop entries whose violations are gone
    flake8-testarch baseline check [PATHS]     fail on stale entries, missing files, and
                  [--against REF]          (with --against) entries added since a git ref
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
from collections.abc import Sequence
from pathlib import Path

from flake8_testarch import __version__, baseline, docs
from flake8_testarch.baseline import Baseline, BaselineError, Entry
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
    explain.add_argument("code", help="a code such as TA101, or a rule name such as sleep-in-test")
    explain.set_defaults(run=_explain)

    baseline_parser = commands.add_parser("baseline", help="write, prune or check the baseline")
    actions = baseline_parser.add_subparsers(title="actions", required=True, metavar="ACTION")
    for name, run, text in (
        ("write", _write, "record the current violations (replacing entries under PATHS)"),
        ("prune", _prune, "lower or remove entries whose violations are gone; never adds"),
        (
            "check",
            _check,
            "exit 1 when an entry is stale or names a missing file, or (with --against) "
            "when the baseline grew since a git ref",
        ),
    ):
        action = actions.add_parser(name, help=text, description=text)
        action.add_argument(
            "--baseline",
            metavar="PATH",
            help="the baseline file (default: testarch-baseline from the flake8 configuration)",
        )
        if name == "check":
            action.add_argument(
                "--against",
                metavar="REF",
                help="also fail when the baseline has entries it had not at this git ref "
                "(for instance origin/main)",
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
    wanted = args.code.strip()
    for rule in all_rules():
        if wanted.upper() == rule.code or wanted.lower().replace("_", "-") == rule.name:
            print(docs.rule_page(rule, for_terminal=True), end="")
            return EXIT_OK
    raise CommandError(
        f"unknown code or rule name {args.code!r}; '{PROG} rules' lists them"
    )


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
    """flake8's options as the project configures them (its config files in the
    working directory), read through flake8's public legacy API."""
    from flake8.api.legacy import get_style_guide

    try:
        options = get_style_guide(testarch_baseline_record=True).options
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


def _save(location: str, entries) -> None:
    try:
        os.makedirs(os.path.dirname(location), exist_ok=True)
        baseline.write_atomic(location, baseline.dumps(entries))
    except OSError as error:
        raise CommandError(
            f"baseline {location}: could not write it ({error.strerror or error}); "
            "the previous file is unchanged"
        ) from None


def _lint(paths: Sequence[str], directory: str) -> list[Entry]:
    """Runs flake8 in record mode; every violation found, paths relative to ``directory``."""
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
    found: list[Entry] = []
    for line in lines:
        if not line.startswith(_MARK):
            continue
        fields = line[len(_MARK):].split(SCOPE_SEPARATOR, 7)
        if len(fields) < 5:
            continue
        path, row, _col, code = fields[:4]
        if not baseline.is_code(code):
            continue
        if code in baseline.UNRECORDED_CODES or len(fields) < 8:
            message = fields[-1]
            print(f"{PROG}: not recorded: {path}:{row}: {code} {message}", file=sys.stderr)
            continue
        scope, body, text = fields[4:7]
        found.append(Entry(baseline.relative_path(path, directory), code, scope, body, text))
    return found


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
    previous: Sequence[Entry] = ()
    if os.path.exists(location):
        try:
            previous = baseline.load(location).entries
        except BaselineError as error:
            if not args.force:
                raise CommandError(
                    f"{error}; not overwritten (fix or delete it, or pass --force)"
                ) from None
    directory = os.path.dirname(location)
    found = _lint(args.paths, directory)
    covers = _scope(args.paths)
    kept = [entry for entry in previous if not covers(os.path.join(directory, entry.path))]
    entries = kept + found
    _save(location, entries)
    files = len({entry.path for entry in entries})
    print(f"wrote {_shown(location)}: {_n(len(entries), 'violation')} in {_n(files, 'file')}")
    return EXIT_OK


def _stale_entries(args) -> tuple[str, Baseline, list[tuple[Entry, str]]]:
    """The entries under the paths that no violation uses, each with why."""
    options = _project_options(args.paths)
    location = _location(args, options)
    recorded = _load(location)
    found = _lint(args.paths, recorded.directory)
    covers = _scope(args.paths)
    under = [entry for entry in recorded.entries if covers(recorded.absolute(entry.path))]
    _uncovered, unused = baseline.match(under, found)
    problems = [
        (
            entry,
            f"{entry.path} no longer exists"
            if not os.path.isfile(recorded.absolute(entry.path))
            else "fixed or gone",
        )
        for entry in unused
    ]
    return location, recorded, problems


def _prune(args) -> int:
    location, recorded, problems = _stale_entries(args)
    if not problems:
        print(f"{_shown(location)}: nothing to prune ({_n(len(recorded.entries), 'entry')})")
        return EXIT_OK
    left = list(recorded.entries)
    for entry, _why in problems:
        left.remove(entry)
    _save(location, left)
    print(
        f"pruned {_shown(location)}: removed {_n(len(problems), 'entry')}; "
        f"{_n(len(left), 'entry')} left"
    )
    return EXIT_OK


def _check(args) -> int:
    location, recorded, problems = _stale_entries(args)
    for entry, why in problems:
        print(f"{_shown(location)}: {entry.describe()}: {why}")
    grown = _grown_since(args.against, location, recorded) if args.against else []
    for entry in grown:
        print(f"{_shown(location)}: {entry.describe()}: new since {args.against}")
    if problems:
        print(f"{_n(len(problems), 'stale entry')}; remove with '{baseline.PRUNE_HINT}'")
    if grown:
        print(
            f"the baseline grew by {_n(len(grown), 'entry')} since {args.against}; "
            "fix the new violations instead of recording them"
        )
    if problems or grown:
        return EXIT_STALE
    print(f"{_shown(location)}: {_n(len(recorded.entries), 'entry')}, none stale")
    return EXIT_OK


def _grown_since(ref: str, location: str, recorded: Baseline) -> list[Entry]:
    """The entries the baseline has and had not at the git ``ref`` (a renamed
    test's entry, matched by its body, is not new)."""
    directory = os.path.dirname(location)
    command = ["git", "show", f"{ref}:./{os.path.basename(location)}"]
    try:
        shown = subprocess.run(command, cwd=directory, capture_output=True, check=False)
    except OSError as error:
        raise CommandError(f"--against {ref}: cannot run git ({error.strerror})") from None
    if shown.returncode != 0:
        detail = shown.stderr.decode("utf-8", "replace").strip().splitlines()
        absent = ("does not exist in", "exists on disk, but not in")
        if detail and any(words in detail[-1] for words in absent):
            print(f"{_shown(location)}: not in {ref}; nothing to compare with")
            return []
        raise CommandError(
            f"--against {ref}: git could not show the baseline there"
            + (f" ({detail[-1]})" if detail else "")
        )
    try:
        before = baseline.parse(shown.stdout.decode("utf-8"), f"{location} at {ref}")
    except (BaselineError, UnicodeDecodeError) as error:
        raise CommandError(str(error)) from None
    added, _removed = baseline.match(before.entries, recorded.entries)
    return [recorded.entries[index] for index in added]


def _shown(location: str) -> str:
    relative = os.path.relpath(location)
    return relative if not relative.startswith("..") else location


def _n(count: int, noun: str) -> str:
    if count == 1:
        return f"1 {noun}"
    return f"{count} {noun[:-1] + 'ies' if noun.endswith('y') else noun + 's'}"
