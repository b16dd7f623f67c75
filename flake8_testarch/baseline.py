"""The ratchet baseline: violations a project already had, suppressed until they go away.

One entry per violation, one entry per line, sorted, no counters: two
branches that each fix a different violation remove different lines. An
entry never names a line number, so unrelated edits do not disturb it. It
is ``(path, code, scope, body, line)``:

- ``path``: the file, relative to the directory holding the baseline file,
  ``/``-separated (the baseline moves with the files it describes, and does
  not depend on where flake8 was started);
- ``code``: the TA code;
- ``scope``: the qualified name of the innermost function or class around
  the report (``TestCart.test_total``, ``helper``), ``""`` at module level;
  a report on a ``def`` line or its decorators belongs to that function;
- ``body``: a hash of that function's or class's body as a syntax tree
  (formatting, comments and its name left out), so a test renamed or moved
  into a class, its body unchanged, keeps its entries;
- ``line``: a hash of the reported line's text, whitespace collapsed, so a
  new violation written above a recorded one is the one reported.

A report is covered by an unused entry of its file with the same code and
line hash and either the same scope or the same body. Entries no report
uses are stale; flake8 does not report them (a fixed violation never turns
the lint red), ``flake8-testarch baseline check`` does.

The file is JSON Lines: a header line, then one entry a line::

    {"flake8-testarch-baseline": 2}
    {"path": "tests/test_cart.py", "code": "TA101", "scope": "TestCart.test_total",
     "body": "0c1f9e2a", "line": "5d41402a"}      (one line in the file)

Writes are atomic (a temporary file in the same directory, then
``os.replace``). Every problem with a file is a ``BaselineError`` whose text
is one line naming the file and the problem.
"""

from __future__ import annotations

import ast
import hashlib
import io
import json
import os
import re
import tokenize
from collections.abc import Callable, Iterable, Mapping, Sequence

import attrs

from flake8_testarch.syntax import child_nodes

FORMAT_KEY = "flake8-testarch-baseline"
FORMAT_VERSION = 2
ENTRY_FIELDS = ("path", "code", "scope", "body", "line")
WRITE_HINT = "flake8-testarch baseline write"
PRUNE_HINT = "flake8-testarch baseline prune"
# Codes that are never recorded: TA000 is a bug of the plugin, TA001 is about the baseline.
UNRECORDED_CODES = frozenset({"TA000", "TA001"})
_CODE = re.compile(r"TA\d{3}")
_SCOPE = re.compile(r"(?:[^\W\d]\w*(?:\.[^\W\d]\w*)*)?")
_HASH = re.compile(r"[0-9a-f]{8}")
_HASH_LENGTH = 8

Report = tuple[int, int, str]


def is_code(text: str) -> bool:
    return bool(_CODE.fullmatch(text))


class BaselineError(Exception):
    """A baseline file that cannot be used; the text is one line naming the file."""


@attrs.frozen(order=True)
class Entry:
    path: str
    code: str
    scope: str
    body: str
    line: str

    def describe(self) -> str:
        return f"{self.path} {self.code} {self.scope or '<module>'}"

    def as_json(self) -> str:
        return json.dumps(attrs.asdict(self), ensure_ascii=False)


@attrs.frozen
class Baseline:
    """The recorded entries, and the directory their paths are relative to."""

    location: str  # absolute path of the file
    entries: tuple[Entry, ...] = ()
    _by_path: dict = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        by_path: dict[str, list[Entry]] = {}
        for entry in self.entries:
            by_path.setdefault(entry.path, []).append(entry)
        object.__setattr__(self, "_by_path", by_path)

    @property
    def directory(self) -> str:
        return os.path.dirname(self.location)

    def relative(self, filename: str) -> str:
        """``filename`` (absolute, or relative to the working directory) as named here."""
        return relative_path(filename, self.directory)

    def absolute(self, path: str) -> str:
        return os.path.normpath(os.path.join(self.directory, path))

    def entries_for(self, path: str) -> Sequence[Entry]:
        return self._by_path.get(path, ())


def relative_path(filename: str, directory: str) -> str:
    relative = os.path.relpath(os.path.abspath(filename), directory)
    return relative.replace(os.sep, "/")


# --- matching ---------------------------------------------------------------------


def match(recorded: Iterable[Entry], found: Sequence[Entry]) -> tuple[list[int], list[Entry]]:
    """Pairs found violations with recorded entries, each entry used once: first
    by scope name, then (a renamed or moved test) by body. Returns the indexes
    of the found violations no entry covers, and the entries nothing used."""
    unused: dict[tuple, list[Entry]] = {}
    for entry in recorded:
        unused.setdefault((entry.path, entry.code, entry.line), []).append(entry)
    uncovered = []
    for attempt in ("scope", "body"):
        left = []
        for index in uncovered if attempt == "body" else range(len(found)):
            violation = found[index]
            candidates = unused.get((violation.path, violation.code, violation.line), [])
            for position, entry in enumerate(candidates):
                if getattr(entry, attempt) == getattr(violation, attempt):
                    del candidates[position]
                    break
            else:
                left.append(index)
        uncovered = left
    stale = sorted(entry for entries in unused.values() for entry in entries)
    return uncovered, stale


# --- reading and writing ----------------------------------------------------------


def parse(text: str, location: str) -> Baseline:
    """The baseline in ``text``; ``BaselineError`` naming ``location`` when it is not one."""

    def fail(problem: str) -> BaselineError:
        return BaselineError(f"baseline {location}: {problem}")

    lines = text.split("\n")
    header = _json_line(lines[0], 1, fail)
    if not isinstance(header, dict) or header.get(FORMAT_KEY) is None:
        raise fail(f'not a flake8-testarch baseline (line 1 is not {{"{FORMAT_KEY}": ...}})')
    if header[FORMAT_KEY] != FORMAT_VERSION:
        raise fail(
            f"format version {header[FORMAT_KEY]!r} is not supported (expected "
            f"{FORMAT_VERSION}); rewrite it with '{WRITE_HINT} --force'"
        )
    unknown = sorted(set(header) - {FORMAT_KEY})
    if unknown:
        raise fail(f"line 1 has an unknown field {unknown[0]!r}")
    entries = [
        _entry(_json_line(line, number, fail), number, fail)
        for number, line in enumerate(lines[1:], start=2)
        if line.strip()
    ]
    return Baseline(location=os.path.abspath(location), entries=tuple(entries))


def _json_line(line: str, number: int, fail: Callable[[str], BaselineError]):
    try:
        return json.loads(line, object_pairs_hook=_no_duplicate_fields)
    except json.JSONDecodeError as error:
        raise fail(
            f"line {number} is not valid JSON (column {error.colno}: {error.msg}); "
            "a git conflict left in it? see the README's baseline section"
        ) from None
    except _DuplicateField as error:
        raise fail(f"line {number}: the field {error.args[0]!r} appears twice") from None


class _DuplicateField(ValueError):
    pass


def _no_duplicate_fields(pairs):
    names = [name for name, _ in pairs]
    for name in names:
        if names.count(name) > 1:
            raise _DuplicateField(name)
    return dict(pairs)


def _entry(entry, number: int, fail: Callable[[str], BaselineError]) -> Entry:
    where = f"line {number}"
    if not isinstance(entry, dict):
        raise fail(f"{where} is not an object")
    unknown = sorted(set(entry) - set(ENTRY_FIELDS))
    if unknown:
        raise fail(f"{where} has an unknown field {unknown[0]!r}")
    missing = [name for name in ENTRY_FIELDS if name not in entry]
    if missing:
        raise fail(f"{where} lacks the field {missing[0]!r}")
    path, code, scope, body, line = (entry[name] for name in ENTRY_FIELDS)
    if not isinstance(path, str) or not path or "\\" in path or path.startswith("/"):
        raise fail(f"{where}: 'path' must be a relative '/'-separated path, got {path!r}")
    if not isinstance(code, str) or not _CODE.fullmatch(code):
        raise fail(f"{where}: 'code' must be a code like 'TA101', got {code!r}")
    if not isinstance(scope, str) or not _SCOPE.fullmatch(scope):
        raise fail(
            f"{where}: 'scope' must be a dotted name like 'TestCart.test_total' "
            f"or '' for module level, got {scope!r}"
        )
    for name, value in (("body", body), ("line", line)):
        if not isinstance(value, str) or not (value == "" or _HASH.fullmatch(value)):
            raise fail(f"{where}: {name!r} must be 8 hex digits, got {value!r}")
    return Entry(path, code, scope, body, line)


def load(location: str) -> Baseline:
    try:
        with open(location, "rb") as handle:
            raw = handle.read()
    except FileNotFoundError:
        raise BaselineError(
            f"baseline {location}: no such file; create it with '{WRITE_HINT}' "
            "or correct --testarch-baseline"
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


def dumps(entries: Iterable[Entry]) -> str:
    """The file's text: a header line, then the entries sorted, one a line."""
    header = json.dumps({FORMAT_KEY: FORMAT_VERSION})
    return "".join(line + "\n" for line in [header, *(e.as_json() for e in sorted(entries))])


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


# --- where a report is: scope, body and line fingerprints ----------------------------

_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _digest(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:_HASH_LENGTH]


def line_hash(text: str) -> str:
    """The reported line's text with its whitespace collapsed, hashed."""
    return _digest(" ".join(text.split()))


def body_hash(node: ast.AST) -> str:
    """A function's or class's body as a syntax tree (no positions, no comments), hashed."""
    return _digest("\n".join(ast.dump(statement) for statement in node.body))


def locator(tree: ast.AST, lines: Sequence[str]) -> Callable[[int], tuple[str, str, str]]:
    """A function from a line number to ``(scope, body, line)``: the qualified name
    of the innermost function or class whose lines (decorators included) hold it
    (``""`` outside all of them), the hash of that scope's body (``""`` at module
    level) and the hash of the line's text."""
    spans: list[tuple[int, int, int, str, ast.AST]] = []  # first, last, depth, name, node
    stack: list[tuple[ast.AST, str, int]] = [(tree, "", 0)]
    while stack:
        node, prefix, depth = stack.pop()
        for child in child_nodes(node):
            if isinstance(child, _DEFS):
                name = prefix + child.name
                first = min([child.lineno, *(d.lineno for d in child.decorator_list)])
                spans.append((first, child.end_lineno or child.lineno, depth + 1, name, child))
                stack.append((child, name + ".", depth + 1))
            elif isinstance(child, (ast.stmt, ast.ExceptHandler, ast.match_case)):
                stack.append((child, prefix, depth))
            # Expressions hold no def or class; lambdas are not scopes here.
    bodies: dict[int, str] = {}

    def locate(line: int) -> tuple[str, str, str]:
        best = None
        for first, last, depth, name, node in spans:
            if first <= line <= last and (best is None or (first, depth) > best[:2]):
                best = (first, depth, name, node)
        text = line_hash(lines[line - 1] if 0 < line <= len(lines) else "")
        if best is None:
            return "", "", text
        node = best[3]
        if id(node) not in bodies:
            bodies[id(node)] = body_hash(node)
        return best[2], bodies[id(node)], text

    return locate


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
    disable_noqa: bool = False,
) -> list[Report]:
    """The reports the baseline does not cover. Reports flake8 will drop for
    ``# noqa`` are passed on but use no entry, as ``baseline write`` never saw
    them. Entries no report uses are not reported here (see ``baseline check``)."""
    reports = sorted(reports)
    path = baseline.relative(filename)
    recorded = baseline.entries_for(path)
    if not recorded or not reports:
        return reports
    locate = locator(tree, lines)
    ignored = _noqa_filter(filename, lines, disable_noqa)
    kept: list[Report] = []
    candidates: list[Report] = []
    found: list[Entry] = []
    for report in reports:
        line, col, text = report
        code, _ = split_code(text)
        if code in UNRECORDED_CODES or ignored(line, col, code, text):
            kept.append(report)
            continue
        candidates.append(report)
        found.append(Entry(path, code, *locate(line)))
    uncovered, _stale = match(recorded, found)
    kept += [candidates[index] for index in uncovered]
    return sorted(kept)
