"""The ratchet baseline: violations a project already had, suppressed until they go away.

A violation's identity in the baseline never includes its line number, so
unrelated edits do not disturb it. It is the key ``(path, code, scope)``:

- ``path``: the file, relative to the directory holding the baseline file,
  ``/``-separated (the baseline can move with the files it describes, and
  does not depend on where flake8 was started);
- ``code``: the TA code;
- ``scope``: the qualified name of the innermost function or class around
  the report (``TestCart.test_total``, ``helper``), ``""`` at module level.
  A report on a ``def`` line or its decorators belongs to that function.

plus a count. Within one key, reports are numbered in source order; the
first ``count`` are suppressed, any beyond are new and reported. A key that
now has fewer reports than recorded is stale and is reported as TA001, so
the file only ever shrinks.

The file is JSON, one entry per line, sorted, so that merges are easy::

    {"flake8-testarch-baseline": 1, "entries": [
    {"path": "tests/test_cart.py", "code": "TA101", "scope": "TestCart.test_total", "count": 1}
    ]}

Writes are atomic (a temporary file in the same directory, then
``os.replace``). Every problem with a file is a ``BaselineError`` whose text
is one line naming the file and the problem.
"""

from __future__ import annotations

import ast
import io
import json
import os
import re
import tokenize
from collections.abc import Callable, Iterable, Mapping, Sequence

import attrs

# Re-exported: the hint lives with TA001's message, which every lint run imports.
from flake8_testarch.rules.housekeeping.ta001_stale_baseline_entry import (  # noqa: F401
    PRUNE_HINT,
)
from flake8_testarch.syntax import child_nodes

FORMAT_KEY = "flake8-testarch-baseline"
FORMAT_VERSION = 1
ENTRY_FIELDS = ("path", "code", "scope", "count")
# Codes that are never recorded: TA000 is a bug of the plugin, TA001 is about the baseline.
UNRECORDED_CODES = frozenset({"TA000", "TA001"})
_CODE = re.compile(r"TA\d{3}")
_SCOPE = re.compile(r"(?:[^\W\d]\w*(?:\.[^\W\d]\w*)*)?")

Report = tuple[int, int, str]


def is_code(text: str) -> bool:
    return bool(_CODE.fullmatch(text))


class BaselineError(Exception):
    """A baseline file that cannot be used; the text is one line naming the file."""


@attrs.frozen(order=True)
class Key:
    path: str
    code: str
    scope: str

    def describe(self) -> str:
        return f"{self.path} {self.code} {self.scope or '<module>'}"


@attrs.frozen
class Baseline:
    """The recorded counts, and the directory the paths are relative to."""

    location: str  # absolute path of the file
    counts: Mapping[Key, int] = attrs.field(factory=dict)
    _by_path: dict = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        by_path: dict[str, dict[tuple[str, str], int]] = {}
        for key, count in self.counts.items():
            by_path.setdefault(key.path, {})[key.code, key.scope] = count
        object.__setattr__(self, "_by_path", by_path)

    @property
    def directory(self) -> str:
        return os.path.dirname(self.location)

    def relative(self, filename: str) -> str:
        """``filename`` (absolute, or relative to the working directory) as named here."""
        return relative_path(filename, self.directory)

    def absolute(self, path: str) -> str:
        return os.path.normpath(os.path.join(self.directory, path))

    def entries_for(self, path: str) -> Mapping[tuple[str, str], int]:
        """``{(code, scope): count}`` recorded for one relative path."""
        return self._by_path.get(path, {})


def relative_path(filename: str, directory: str) -> str:
    relative = os.path.relpath(os.path.abspath(filename), directory)
    return relative.replace(os.sep, "/")


# --- reading and writing ----------------------------------------------------------


def parse(text: str, location: str) -> Baseline:
    """The baseline in ``text``; ``BaselineError`` naming ``location`` when it is not one."""

    def fail(problem: str) -> BaselineError:
        return BaselineError(f"baseline {location}: {problem}")

    try:
        data = json.loads(text, object_pairs_hook=_no_duplicate_fields)
    except json.JSONDecodeError as error:
        raise fail(
            f"not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from None
    except _DuplicateField as error:
        raise fail(f"the field {error.args[0]!r} appears twice in one object") from None
    if not isinstance(data, dict) or data.get(FORMAT_KEY) is None:
        raise fail(f'not a flake8-testarch baseline (no "{FORMAT_KEY}" field at the top)')
    if data[FORMAT_KEY] != FORMAT_VERSION:
        raise fail(
            f"format version {data[FORMAT_KEY]!r} is not supported (expected {FORMAT_VERSION})"
        )
    unknown = sorted(set(data) - {FORMAT_KEY, "entries"})
    if unknown:
        raise fail(f"unknown top-level field {unknown[0]!r}")
    entries = data.get("entries")
    if not isinstance(entries, list):
        raise fail('"entries" must be a list')
    counts: dict[Key, int] = {}
    first_seen: dict[Key, int] = {}
    for number, entry in enumerate(entries, start=1):
        key, count = _entry(entry, number, fail)
        if key in counts:
            raise fail(
                f"entries {first_seen[key]} and {number} are both {key.describe()}; "
                "keep one, with the total count"
            )
        counts[key], first_seen[key] = count, number
    return Baseline(location=os.path.abspath(location), counts=counts)


class _DuplicateField(ValueError):
    pass


def _no_duplicate_fields(pairs):
    names = [name for name, _ in pairs]
    for name in names:
        if names.count(name) > 1:
            raise _DuplicateField(name)
    return dict(pairs)


def _entry(entry, number: int, fail: Callable[[str], BaselineError]) -> tuple[Key, int]:
    where = f"entry {number}"
    if not isinstance(entry, dict):
        raise fail(f"{where} is not an object")
    unknown = sorted(set(entry) - set(ENTRY_FIELDS))
    if unknown:
        raise fail(f"{where} has an unknown field {unknown[0]!r}")
    missing = [name for name in ENTRY_FIELDS if name not in entry]
    if missing:
        raise fail(f"{where} lacks the field {missing[0]!r}")
    path, code, scope, count = (entry[name] for name in ENTRY_FIELDS)
    if not isinstance(path, str) or not path or "\\" in path or path.startswith("/"):
        raise fail(f"{where}: 'path' must be a relative '/'-separated path, got {path!r}")
    if not isinstance(code, str) or not _CODE.fullmatch(code):
        raise fail(f"{where}: 'code' must be a code like 'TA101', got {code!r}")
    if not isinstance(scope, str) or not _SCOPE.fullmatch(scope):
        raise fail(
            f"{where}: 'scope' must be a dotted name like 'TestCart.test_total' "
            f"or '' for module level, got {scope!r}"
        )
    if type(count) is not int or count < 1:
        raise fail(f"{where}: 'count' must be a whole number >= 1, got {count!r}")
    return Key(path, code, scope), count


def load(location: str) -> Baseline:
    try:
        with open(location, "rb") as handle:
            raw = handle.read()
    except FileNotFoundError:
        raise BaselineError(
            f"baseline {location}: no such file; create it with 'flake8-testarch baseline write'"
        ) from None
    except OSError as error:
        raise BaselineError(f"baseline {location}: cannot be read ({error.strerror})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise BaselineError(
            f"baseline {location}: not UTF-8 text (byte {error.start})"
        ) from None
    return parse(text, location)


_CACHE: dict[str, tuple[tuple[int, int], Baseline]] = {}


def load_cached(location: str) -> Baseline:
    """``load``, read once per process while the file's mtime and size stay the same."""
    location = os.path.abspath(location)
    try:
        status = os.stat(location)
        stamp = (status.st_mtime_ns, status.st_size)
    except OSError:
        return load(location)  # the error it raises names the problem
    cached = _CACHE.get(location)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    baseline = load(location)
    _CACHE[location] = (stamp, baseline)
    return baseline


def dumps(counts: Mapping[Key, int]) -> str:
    """The file's text: sorted entries, one per line, stable field order."""
    lines = [
        json.dumps(
            {"path": key.path, "code": key.code, "scope": key.scope, "count": count},
            ensure_ascii=False,
        )
        for key, count in sorted(counts.items())
        if count > 0
    ]
    body = ",\n".join(lines)
    return (
        f'{{"{FORMAT_KEY}": {FORMAT_VERSION}, "entries": [\n'
        + (body + "\n" if body else "")
        + "]}\n"
    )


def write_atomic(location: str, text: str) -> None:
    """Replace ``location`` with ``text`` in one step: a failure leaves the old file whole."""
    directory = os.path.dirname(os.path.abspath(location))
    try:
        mode = os.stat(location).st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    import tempfile  # only for writing, which a lint run never does

    handle = tempfile.NamedTemporaryFile(
        "w",
        encoding="utf-8",
        dir=directory,
        prefix=f".{os.path.basename(location)}.",
        suffix=".tmp",
        delete=False,
    )
    try:
        with handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(handle.name, mode)
        os.replace(handle.name, location)
    except BaseException:
        try:
            os.unlink(handle.name)
        except OSError:
            pass
        raise


# --- scopes -------------------------------------------------------------------------

_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def scope_finder(tree: ast.AST) -> Callable[[int], str]:
    """A function from a line number to the qualified name of the innermost function
    or class whose lines (decorators included) hold it; ``""`` outside all of them."""
    spans: list[tuple[int, int, int, str]] = []  # (first line, last line, depth, name)
    stack: list[tuple[ast.AST, str, int]] = [(tree, "", 0)]
    while stack:
        node, prefix, depth = stack.pop()
        for child in child_nodes(node):
            if isinstance(child, _DEFS):
                name = prefix + child.name
                first = min([child.lineno, *(d.lineno for d in child.decorator_list)])
                spans.append((first, child.end_lineno or child.lineno, depth + 1, name))
                stack.append((child, name + ".", depth + 1))
            elif isinstance(child, (ast.stmt, ast.ExceptHandler, ast.match_case)):
                stack.append((child, prefix, depth))
            # Expressions hold no def or class; lambdas are not scopes here.

    def scope_of(line: int) -> str:
        best = None
        for first, last, depth, name in spans:
            if first <= line <= last and (best is None or (first, depth) > best[:2]):
                best = (first, depth, name)
        return best[2] if best else ""

    return scope_of


# --- noqa, as flake8 applies it ----------------------------------------------------


def noqa_lines(lines: Sequence[str]) -> Mapping[int, str]:
    """Line number -> the text flake8 searches for ``# noqa`` (a whole statement's
    lines for a multi-line statement), as flake8's FileProcessor computes it."""
    mapping: dict[int, str] = {}
    first, last = len(lines) + 2, -1
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO("".join(lines)).readline))
    except (tokenize.TokenError, SyntaxError):
        return {}
    for token in tokens:
        if token.type in (tokenize.ENDMARKER, tokenize.DEDENT):
            continue
        first, last = min(first, token.start[0]), max(last, token.end[0])
        if token.type in (tokenize.NL, tokenize.NEWLINE):
            joined = "".join(lines[first - 1:last])
            mapping.update(dict.fromkeys(range(first, last + 1), joined))
            first, last = len(lines) + 2, -1
    return mapping


def _noqa_filter(filename: str, lines: Sequence[str], disable_noqa: bool):
    """A predicate telling whether flake8 will drop a report for its ``# noqa``."""
    if disable_noqa or not any("noqa" in line.lower() for line in lines):
        return lambda line, col, code, text: False
    from flake8.violation import Violation

    mapping = noqa_lines(lines)

    def ignored(line: int, col: int, code: str, text: str) -> bool:
        physical = mapping.get(line, lines[line - 1] if 0 < line <= len(lines) else "")
        violation = Violation(code, filename, line, col, text, physical)
        return violation.is_inline_ignored(disable_noqa=False)

    return ignored


# --- applying a baseline to one file's reports --------------------------------------


def split_code(text: str) -> tuple[str, str]:
    code, _, rest = text.partition(" ")
    return code, rest


def apply(
    baseline: Baseline,
    filename: str,
    tree: ast.AST,
    lines: Sequence[str],
    reports: Iterable[Report],
    enabled: frozenset[str],
    stale_report: Callable[[Key, int, int], Report] | None,
    disable_noqa: bool = False,
) -> list[Report]:
    """The reports the baseline does not cover, plus a ``stale_report(key, recorded,
    found)`` for each recorded key of this file (of an enabled code) with fewer
    reports than recorded. Reports flake8 will drop for ``# noqa`` are passed on
    but not counted, as ``baseline write`` never saw them."""
    reports = sorted(reports)
    path = baseline.relative(filename)
    recorded = baseline.entries_for(path)
    if not recorded and not reports:
        return reports
    kept: list[Report] = []
    seen: dict[tuple[str, str], int] = {}
    if reports and recorded:
        scope_of = scope_finder(tree)
        ignored = _noqa_filter(filename, lines, disable_noqa)
        for report in reports:
            line, col, text = report
            code, _ = split_code(text)
            if code in UNRECORDED_CODES or ignored(line, col, code, text):
                kept.append(report)
                continue
            slot = (code, scope_of(line))
            ordinal = seen[slot] = seen.get(slot, 0) + 1
            if ordinal > recorded.get(slot, 0):
                kept.append(report)
    else:
        kept = list(reports)
    if stale_report is not None:
        for (code, scope), count in sorted(recorded.items()):
            found = seen.get((code, scope), 0)
            if code in enabled and found < count:
                kept.append(stale_report(Key(path, code, scope), count, found))
    return kept
