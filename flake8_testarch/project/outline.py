"""A module's layout read from its text: where each top-level function and
class is, and its import statements, without parsing the whole module.

A helper module is often read for one definition (what a helper returns,
whether a name is a class) or for its imports; parsing that much of a large
module costs a small part of parsing all of it. The text is split where
top-level statements start (a line that begins at column 0 outside strings
and comments), and only the pieces asked for are parsed.

Every answer is checked: a definition's piece must parse to exactly that
one definition, and the import statements found must account for every
``import`` keyword of the module's code. When their order decides what a
name stands for (a name bound two ways, more than one star import), they
are read again one top-level statement at a time, in the order the walk of
the whole tree meets them. Whatever does not check out is ``UNSURE``, and
the caller parses the module whole; a text that does not read plainly (a
byte-order mark, a coding cookie, a form feed at a line start, bare
carriage returns) gets no outline at all.
"""

from __future__ import annotations

import ast
import bisect
import re

from flake8_testarch.semantic.imports import ImportMap
from flake8_testarch.syntax import PARSE_ERRORS, nfkc, parse

UNSURE = object()

# Comments and string literals, skipped when looking for code. Prefixes do not
# change where a literal ends (a backslash escapes the quote in raw strings too).
_SKIPPED = re.compile(
    rb"#[^\r\n]*"
    rb'|"""[^"\\]*(?:(?:\\.|"(?!""))[^"\\]*)*"""'
    rb"|'''[^'\\]*(?:(?:\\.|'(?!''))[^'\\]*)*'''"
    rb'|"[^"\\\r\n]*(?:\\.[^"\\\r\n]*)*"'
    rb"|'[^'\\\r\n]*(?:\\.[^'\\\r\n]*)*'",
    re.DOTALL,
)
# A line starting at column 0 with code; closing brackets end a statement
# begun above them (``def f(\n    x,\n):``), and ``elif``, ``else``,
# ``except`` and ``finally`` go on the compound statement above them.
_LINE_AT_COLUMN_0 = re.compile(
    rb"^(?!(?:elif|else|except|finally)\b)[^ \t\f\r\n#)\]}]", re.MULTILINE
)
_DEFINITION = re.compile(rb"(?:async[ \t]+def|def|class)[ \t]+([\w\x80-\xff]+)")
_IMPORT_KEYWORD = re.compile(rb"\bimport\b")
_BLOCK_KEYWORD = re.compile(rb"(?:if|try|with|async[ \t]+with|for|async[ \t]+for|while)\b")
_INDENTED_DEFINITION = re.compile(
    rb"^[ \t]+(?:async[ \t]+def|def|class)[ \t]+([\w\x80-\xff]+)", re.MULTILINE
)
_INDENTED_IMPORT = re.compile(rb"^[ \t]+(?:import|from)[ \t]", re.MULTILINE)
_NOT_PLAIN = re.compile(rb"\A\xef\xbb\xbf|^[ \t]*#.*coding[:=]|^\f", re.MULTILINE)
_DEFINITION_TYPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_IMPORT_TYPES = (ast.Import, ast.ImportFrom)


class Outline:
    """Where a module's top-level definitions and import statements are."""

    __slots__ = (
        "source", "_skipped_starts", "_skipped_ends", "_starts", "_definitions", "_in_blocks",
    )

    def __init__(self, source: bytes):
        self.source = source
        spans = [match.span() for match in _SKIPPED.finditer(source)]
        self._skipped_starts = [start for start, _end in spans]
        self._skipped_ends = [end for _start, end in spans]
        # Offsets where top-level statements start, then the end of the text.
        self._starts = [
            match.start() for match in _LINE_AT_COLUMN_0.finditer(source)
            if not self._skipped(match.start())
        ] + [len(source)]
        # Name -> (start, end) of the last top-level definition of that name,
        # its decorators included; None when where it starts is not plain (a
        # line of a decorator's arguments at column 0 looks like a statement).
        self._definitions: dict[str, tuple[int, int] | None] = {}
        # Names a module-level `if`/`try`/`with`/loop block may define: the
        # module's tree tells which definition holds.
        self._in_blocks: set[str] = set()
        decorated, broken = None, False
        for at, start in enumerate(self._starts[:-1]):
            if source.startswith(b"@", start):
                decorated = start if decorated is None else decorated
                continue
            match = _DEFINITION.match(source, start)
            if match is None:
                broken = decorated is not None
                if _BLOCK_KEYWORD.match(source, start):
                    self._in_blocks.update(
                        nfkc(name.decode("utf-8", "replace")) for name in
                        _INDENTED_DEFINITION.findall(source, start, self._starts[at + 1])
                    )
                continue
            name = nfkc(match.group(1).decode("utf-8", "replace"))
            begin = start if decorated is None else decorated
            self._definitions[name] = None if broken else (begin, self._starts[at + 1])
            decorated, broken = None, False

    @classmethod
    def of(cls, source: bytes) -> Outline | None:
        """The outline of a module's text, or None when the text does not read plainly."""
        head = b"\n".join(source.split(b"\n", 2)[:2])
        if _NOT_PLAIN.search(head) or b"\n\f" in source or _has_bare_return(source):
            return None
        return cls(source)

    def _skipped(self, offset: int) -> bool:
        """Whether ``offset`` lies inside a comment or a string literal."""
        at = bisect.bisect_right(self._skipped_starts, offset) - 1
        return at >= 0 and offset < self._skipped_ends[at]

    def definition(self, name: str):
        """The function or class the module defines under ``name`` at top level
        (the last one, as at run time), None when it defines none, or UNSURE."""
        if name in self._in_blocks:
            return UNSURE
        if name not in self._definitions:
            return None
        span = self._definitions[name]
        if span is None:
            return UNSURE
        start, end = span
        # Blank lines in front keep the line numbers those of the module.
        padding = b"\n" * self.source.count(b"\n", 0, start)
        try:
            body = parse(padding + self.source[start:end]).body
        except PARSE_ERRORS:
            return UNSURE
        if len(body) != 1 or not isinstance(body[0], _DEFINITION_TYPES) or body[0].name != name:
            return UNSURE
        return body[0]

    def assignment(self, name: str):
        """The value the last top-level ``name = ...`` (``x = name = ...``,
        ``name: T = ...``) statement gives ``name``, None when none does, or
        UNSURE. Only the top-level statements whose text mentions an
        assignment to ``name`` are parsed; definitions cannot hold one."""
        if not name.isidentifier() or not name.isascii():
            return UNSURE
        mention = re.compile(rb"\b" + name.encode() + rb"\s*(?::|=(?!=))")
        found = None
        for at, start in enumerate(self._starts[:-1]):
            end = self._starts[at + 1]
            if _DEFINITION.match(self.source, start) or self.source.startswith(b"@", start):
                continue
            if not any(
                not self._skipped(match.start())
                for match in mention.finditer(self.source, start, end)
            ):
                continue
            padding = b"\n" * self.source.count(b"\n", 0, start)
            try:
                body = parse(padding + self.source[start:end]).body
            except PARSE_ERRORS:
                return UNSURE
            for statement in body:
                if type(statement) is ast.Assign:
                    if any(type(t) is ast.Name and t.id == name for t in statement.targets):
                        found = statement.value
                elif type(statement) is ast.AnnAssign and statement.value is not None:
                    if type(statement.target) is ast.Name and statement.target.id == name:
                        found = statement.value
        return found

    def import_statements(self):
        """The module's import statements as ``module_imports`` lists them from
        the whole tree, or UNSURE."""
        offsets = [
            match.start() for match in _IMPORT_KEYWORD.finditer(self.source)
            if not self._skipped(match.start())
        ]
        # ``import a; import b`` is one line, read once.
        spans = dict.fromkeys(self._logical_line(offset) for offset in offsets)
        lines = [self.source[start:end].lstrip(b" \t") for start, end in spans]
        try:
            tree = parse(b"\n".join(lines))
        except PARSE_ERRORS:
            return UNSURE
        indented = _INDENTED_IMPORT.search(self.source) is not None
        found = [
            node for node in (ast.walk(tree) if indented else tree.body)
            if isinstance(node, _IMPORT_TYPES)
        ]
        if len(found) != len(offsets):
            return UNSURE
        if indented and not _order_free(found):
            return self._in_walk_order(offsets)
        return found

    def _in_walk_order(self, offsets: list[int]):
        """The import statements in the order the walk of the whole tree meets
        them, read one top-level statement at a time (the walk takes the last
        statement first and each one whole): needed when that order decides
        what a name stands for."""
        tops = {bisect.bisect_right(self._starts, offset) - 1 for offset in offsets}
        if min(tops) < 0:
            return UNSURE
        found = []
        for top in sorted(tops, reverse=True):
            try:
                body = parse(self.source[self._starts[top]:self._starts[top + 1]]).body
            except PARSE_ERRORS:
                return UNSURE
            found += [node for node in walk_order(body) if isinstance(node, _IMPORT_TYPES)]
        return found if len(found) == len(offsets) else UNSURE

    def _logical_line(self, offset: int) -> tuple[int, int]:
        """From the start of the line holding ``offset`` to the end of its
        logical line: through the closing parenthesis of ``import (...)`` and
        backslash continuations."""
        source = self.source
        start = source.rfind(b"\n", 0, offset) + 1
        while _continues(source, start):  # ``from x \`` on the line above
            start = source.rfind(b"\n", 0, start - 1) + 1
        end = _line_end(source, offset)
        if b"(" in source[offset:end]:
            closing = source.find(b")", offset)
            end = _line_end(source, closing) if closing >= 0 else len(source)
        while end < len(source) and source[start:end].rstrip().endswith(b"\\"):
            end = _line_end(source, end + 1)
        return start, end


def module_imports(tree: ast.Module, source: bytes) -> list[ast.stmt]:
    """The import statements a module's import map is read from, in the order
    it reads them (a later one binding a name wins): every one, inside
    functions and under if/try too, when the text has an indented import at
    all; else the top-level ones."""
    statements = walk_order(tree.body) if _INDENTED_IMPORT.search(source) else tree.body
    return [statement for statement in statements if isinstance(statement, _IMPORT_TYPES)]


def walk_order(body: list[ast.stmt]):
    """Every statement of ``body``, nested ones included, the last top-level
    one first (expressions are not visited: imports are statements)."""
    stack = list(body)
    while stack:
        statement = stack.pop()
        yield statement
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            stack.extend(getattr(statement, field, ()))


def _continues(source: bytes, line_start: int) -> bool:
    """Whether the line before the one starting at ``line_start`` ends with a backslash."""
    end = line_start - 1  # its line break
    if end > 0 and source[end - 1:end] == b"\r":
        end -= 1
    return end > 0 and source[end - 1:end] == b"\\"


def _line_end(source: bytes, offset: int) -> int:
    end = source.find(b"\n", offset)
    return len(source) if end < 0 else end


def _order_free(statements) -> bool:
    """Whether reading the imports in any order gives the same names: no local
    name bound to two different things, and at most one star import."""
    every = ImportMap()
    for statement in statements:
        one = ImportMap()
        one.add(statement)
        for local, target in one.names.items():
            if every.names.setdefault(local, target) != target:
                return False
        every.star_modules += [m for m in one.star_modules if m not in every.star_modules]
    return len(every.star_modules) <= 1


def _has_bare_return(source: bytes) -> bool:
    return source.count(b"\r") != source.count(b"\r\n")
