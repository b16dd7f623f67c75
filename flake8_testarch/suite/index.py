"""The test suite as a whole: which production classes its files construct, how
often, and which builder classes its support code defines (TA901, TA902).

A rule sees one file; "constructed 40 times across the suite" needs all of
them. The index lists every test-code module of the project (under pytest's
``testpaths`` when the project sets them, else under the project root: test
files by name, and every module inside a ``tests``/``test``/``testing``
folder; virtualenvs, ``.tox``, build and hidden folders skipped: ``suite_scope``) and reads
them as syntax, never importing or running anything. Per file it keeps only
small facts, not trees: the calls of capitalised names that resolve through
the file's imports (``project.find_module``, re-exports and star imports
followed) to a class defined in the project's own non-test code, with the
number of arguments each passes, and the builder classes the file defines.
Constructor parameter counts (``constructors``) come from the class definitions (``__init__``,
dataclass / attrs / NamedTuple / pydantic fields, inherited ones followed
through the project's own bases) read with plain ``ast``; astroid is not
needed for that and would cost far more. A production module is parsed once
per process and reduced to its classes' constructor facts and its names; its
tree is dropped, since every tree kept alive is walked again by each of the
garbage collector's full passes. Only the current project's index is kept.

Work is lazy and at most once per process: counting a class parses only the
files whose text names it, builders are looked for only in files whose text
has a matching ``class`` statement, and nothing is built unless TA901 or
TA902 runs. The suite's files are listed with their mtime and size once
per flake8 run (a directory walk), when the first file asks; a later run in
the same process lists them again, and an unchanged list reuses the index,
a changed one starts a new index that keeps the facts of unchanged files.
With ``flake8 --jobs`` each worker process builds its own.
"""

from __future__ import annotations

import ast
import functools
import os
import re
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from flake8_testarch.semantic.imports import ImportMap
from flake8_testarch.syntax import PARSE_ERRORS, parse
from flake8_testarch.suite._capitalised_calls import capitalised_calls
from flake8_testarch.suite.constructors import ClassKey, Params, Resolver
from flake8_testarch.suite.suite_scope import SuiteScope, listed, suite_scope


class Builder(NamedTuple):
    path: str
    name: str
    # What it builds: a resolved class, else only the class name.
    builds: ClassKey | None
    builds_name: str


class FileFacts:
    """What one file of the suite constructs and defines. Compared by identity;
    read-only in use (a changed file gets new facts)."""

    __slots__ = ("path", "constructions", "builders")

    def __init__(
        self,
        path: str,
        constructions: tuple[tuple[ClassKey, int, ast.Call | None], ...],
        builders: tuple[Builder, ...],
    ):
        self.path = path
        # Every construction of a project class in source order: the class, how
        # many arguments the call spells out, and the call (kept for the linted
        # file only, so the index holds no syntax trees).
        self.constructions = constructions
        self.builders = builders

    def count(self, key: ClassKey, min_arguments: int) -> int:
        return sum(
            1 for found, passed, _call in self.constructions
            if found == key and passed > min_arguments
        )


# --- resolving names to class definitions -------------------------------------


def _top_level_names(tree: ast.Module) -> frozenset[str]:
    """Names a module binds at top level other than by importing them."""
    names = set()
    for statement in tree.body:
        if isinstance(statement, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            names.add(statement.name)
        elif isinstance(statement, ast.Assign):
            names.update(t.id for t in statement.targets if isinstance(t, ast.Name))
    return frozenset(names)


_IMPORT_TYPES = (ast.Import, ast.ImportFrom)


def _imports(tree: ast.Module) -> ImportMap:
    """Every import of a module, nested ones included, in source order (only
    statements are visited: imports are statements)."""
    found = []
    stack = list(tree.body)
    while stack:
        statement = stack.pop()
        if type(statement) in _IMPORT_TYPES:
            found.append(statement)
            continue
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            stack.extend(getattr(statement, field, ()))
    found.sort(key=lambda node: (node.lineno, node.col_offset))
    imports = ImportMap()
    imports.add_all(found)
    return imports


def file_facts(
    path: str,
    tree: ast.Module,
    source: str | bytes,
    resolver: Resolver,
    patterns,
    min_arguments: int = -1,
    keep_calls: bool = False,
) -> FileFacts:
    """The constructions (passing more than ``min_arguments`` arguments) and
    the builders of one test-code module."""
    path = os.path.abspath(path)
    calls = capitalised_calls(tree, min_arguments, source)
    builder_classes = [
        statement
        for statement in tree.body
        if isinstance(statement, ast.ClassDef) and builder_type_name(statement.name, patterns)
    ]
    if not calls and not builder_classes:
        return FileFacts(path=path, constructions=(), builders=())
    imports = _imports(tree)
    local = _top_level_names(tree)
    answers: dict[str, ClassKey | None] = {}
    constructions = []
    for call in calls:
        func = call.func
        if type(func) is ast.Name:
            if func.id in local:
                continue
        elif type(func) is not ast.Attribute:
            continue
        qualified = imports.resolve(func)
        candidates = [qualified] if qualified else []
        if qualified is None and type(func) is ast.Name:
            candidates = [f"{star}.{func.id}" for star in imports.star_modules]
        for name in candidates:
            if name not in answers:
                answers[name] = resolver.class_for(name, path)
            if answers[name] is not None:
                constructions.append(
                    (answers[name], arguments(call), call if keep_calls else None, call)
                )
                break
    constructions.sort(key=lambda found: (found[3].lineno, found[3].col_offset))
    builders = tuple(_builders(path, builder_classes, tree, imports, resolver, patterns))
    return FileFacts(
        path=path,
        constructions=tuple(found[:3] for found in constructions),
        builders=builders,
    )


def _disk_facts(
    entry: tuple[str, int, int], resolver: Resolver, patterns, min_arguments: int
) -> FileFacts | None:
    """A suite file's facts, parsed here and not kept: the index holds facts,
    not trees (hundreds of live trees would slow every garbage collection)."""
    source = _source(*entry)
    try:
        tree = parse(source, filename=entry[0])
    except PARSE_ERRORS:
        return None
    return file_facts(entry[0], tree, source, resolver, patterns, min_arguments)


def builder_type_name(name: str, patterns) -> str | None:
    """``OrderBuilder`` -> ``Order`` for the pattern ``*Builder``; None when no
    pattern matches."""
    for prefix, suffix in patterns:
        if (
            name.startswith(prefix)
            and name.endswith(suffix)
            and len(name) > len(prefix) + len(suffix)
        ):
            built = name[len(prefix):len(name) - len(suffix)]
            if built[:1].isupper() or built[:1] == "_":
                return built
    return None


def _builders(path, classes, tree, imports, resolver, patterns) -> Iterator[Builder]:
    for statement in classes:
        built = builder_type_name(statement.name, patterns)
        declared = _meta_model(statement)
        key = None
        if declared is not None:
            qualified = imports.resolve(declared)
            key = resolver.class_for(qualified, path) if qualified else None
            built = getattr(declared, "attr", getattr(declared, "id", built))
        if key is None:
            key = _built_class(built, path, tree, imports, resolver)
        yield Builder(path=path, name=statement.name, builds=key, builds_name=built)


def _meta_model(cls: ast.ClassDef) -> ast.AST | None:
    """factory_boy's ``class Meta: model = Order``."""
    for statement in cls.body:
        if isinstance(statement, ast.ClassDef) and statement.name == "Meta":
            for inner in statement.body:
                if (
                    isinstance(inner, ast.Assign)
                    and any(isinstance(t, ast.Name) and t.id == "model" for t in inner.targets)
                    and isinstance(inner.value, (ast.Name, ast.Attribute))
                ):
                    return inner.value
    return None


def _built_class(built: str, path, tree, imports: ImportMap, resolver) -> ClassKey | None:
    """The production class named ``built`` as the builder's module sees it:
    imported under that name, or called under it (``models.Order(...)``)."""
    qualified = imports.qualified(built)
    if qualified:
        found = resolver.class_for(qualified, path)
        if found:
            return found
    for node in ast.walk(tree):
        if type(node) is ast.Call and type(node.func) is ast.Attribute and node.func.attr == built:
            qualified = imports.resolve(node.func)
            found = resolver.class_for(qualified, path) if qualified else None
            if found:
                return found
    return None


# --- the index -------------------------------------------------------------------


def arguments(call: ast.Call) -> int:
    """How many arguments a call spells out (a ``*x`` or ``**x`` counts as one)."""
    return len(call.args) + len(call.keywords)


@functools.lru_cache(maxsize=4096)
def _source(path: str, _mtime_ns: int, _size: int) -> bytes:
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError:
        return b""


class SuiteIndex:
    """The constructions and builders of one suite, as last listed.

    Files are parsed lazily: counting a class reads only the files whose text
    names it (a file that never writes ``Order`` cannot construct it, alias
    imports included), and builders are looked for only in files whose text
    has a ``class`` statement matching a builder pattern.
    """

    def __init__(
        self, scope: SuiteScope, patterns, min_arguments: int, listing, previous
    ):
        self.scope = scope
        self.patterns = patterns
        self.min_arguments = min_arguments
        self.listing = listing
        self.resolver = Resolver(scope)
        # Facts of unchanged files carry over from the previous listing.
        kept = previous._facts if previous else {}
        entries = set(listing)
        self._facts: dict[tuple[str, int, int], FileFacts] = {
            entry: facts for entry, facts in kept.items() if entry in entries
        }
        self._counts: dict[ClassKey, dict[str, int]] = {}
        self._entries = {entry[0]: entry for entry in listing}
        self._builders: tuple[Builder, ...] | None = None
        self._params: dict[ClassKey, Params | None] = {}
        self._builder_class = re.compile(
            rb"^[ \t]*class[ \t]+("
            + b"|".join(
                re.escape(prefix.encode()) + rb"\w+" + re.escape(suffix.encode())
                for prefix, suffix in patterns
            )
            + rb")\b",
            re.MULTILINE,
        )
        # Words every builder class name contains (``Builder`` for
        # ``*Builder``): a file without any of them needs no regex search,
        # which costs far more (``^`` with MULTILINE is tried at every
        # position). None when a pattern has no fixed part.
        words = [max(prefix, suffix, key=len).encode() for prefix, suffix in patterns]
        self._builder_words = tuple(words) if all(words) else None
        # The flake8 run the listing was last confirmed for (see suite_index).
        self.run: object = None

    def _facts_of(self, entry: tuple[str, int, int]) -> FileFacts | None:
        if entry not in self._facts:
            self._facts[entry] = _disk_facts(
                entry, self.resolver, self.patterns, self.min_arguments
            )
        return self._facts[entry]

    def count(self, key: ClassKey, current: FileFacts) -> int:
        """Constructions of ``key`` across the suite that pass more than
        ``min_arguments`` arguments, with ``current`` (the linted file as
        flake8 read it) in place of its copy on disk."""
        per_file = self._counts.get(key)
        if per_file is None:
            name = re.escape(key[1].encode())
            # Called by name (`Order(`, `models.Order(`) or imported under
            # another one (`Order as O`); other files cannot construct it.
            mentioned = re.compile(rb"\b" + name + rb"(?:\s*\(|\s+as\b)")
            per_file = {}
            word = key[1].encode()
            for entry in self.listing:
                source = _source(*entry)
                if word in source and mentioned.search(source):
                    facts = self._facts_of(entry)
                    if facts is not None:
                        per_file[entry[0]] = facts.count(key, self.min_arguments)
            self._counts[key] = per_file
        total = sum(per_file.values()) - per_file.get(current.path, 0)
        return total + current.count(key, self.min_arguments)

    def builders(self) -> tuple[Builder, ...]:
        if self._builders is None:
            found = []
            for entry in self.listing:
                if self._may_define_builder(_source(*entry)):
                    facts = self._facts_of(entry)
                    found.extend(facts.builders if facts is not None else ())
            self._builders = tuple(found)
        return self._builders

    def _may_define_builder(self, source: bytes) -> bool:
        words = self._builder_words
        if words is not None and not any(word in source for word in words):
            return False
        return self._builder_class.search(source) is not None

    def builders_for(self, key: ClassKey, current: FileFacts) -> list[Builder]:
        """The builders of ``key``: those that resolve to it, else those named
        after it whose target could not be resolved; the linted file's own
        builders are taken as flake8 read it."""
        candidates = [b for b in self.builders() if b.path != current.path]
        candidates += current.builders
        exact = [builder for builder in candidates if builder.builds == key]
        return exact or [
            builder
            for builder in candidates
            if builder.builds is None and builder.builds_name == key[1]
        ]

    def params(self, key: ClassKey) -> Params | None:
        if key not in self._params:
            self._params[key] = self.resolver.params(key)
        return self._params[key]

    def current_facts(self, path: str, tree: ast.Module, lines: list[str]) -> FileFacts:
        """The linted file's facts, read from flake8's tree (an editor's unsaved
        buffer included): its wide constructions, or every construction when
        the suite has builders (TA902 reports any direct one)."""
        min_arguments = -1 if self.builders() else self.min_arguments
        source = "".join(lines)
        facts = file_facts(
            path, tree, source, self.resolver, self.patterns, min_arguments, keep_calls=True
        )
        self._reuse(facts, source)
        return facts

    def _reuse(self, facts: FileFacts, source: str) -> None:
        """Keep the linted file's facts for counting when flake8 read the same
        text as is saved, so the file is not parsed again (without its calls:
        the index holds no trees)."""
        entry = self._entries.get(facts.path)
        if entry is None or entry in self._facts:
            return
        try:
            same = source.encode("utf-8") == _source(*entry)
        except UnicodeError:
            same = False
        if same:
            kept = tuple((key, passed, None) for key, passed, _call in facts.constructions)
            self._facts[entry] = FileFacts(facts.path, kept, facts.builders)


_INDEXES: dict[tuple, SuiteIndex] = {}  # least recently used first
_KEPT_INDEXES = 64


def suite_index(
    filename: str,
    layout,
    patterns: Iterable[tuple[str, str]],
    min_arguments: int,
    run: object = None,
) -> SuiteIndex:
    """The index of the suite ``filename`` belongs to; it counts constructions
    that pass more than ``min_arguments`` arguments.

    ``run`` stands for one flake8 run (its settings object): the suite is
    listed once per run, the first time one of its files asks, and the
    listing holds for the rest of the run, as a batch lint sees the suite
    as it was when it started. Listing it again for every linted file made a
    run quadratic in the suite's size. A new run (or ``run=None``) lists
    again, so a long-lived process that runs flake8 again sees the disk as
    it is then.
    """
    patterns = tuple(patterns)
    scope = suite_scope(filename, layout)
    key = (scope, patterns, min_arguments)
    index = _INDEXES.pop(key, None)
    if index is None or run is None or index.run is not run:
        listing = listed(scope)
        if index is None or index.listing != listing:
            index = SuiteIndex(scope, patterns, min_arguments, listing, index)
        index.run = run
    # The suites used last stay, so that a run over several projects whose
    # files come mixed (a monorepo) does not index a suite again each time
    # it comes back; an index keeps facts, not trees, so a few cost little.
    _INDEXES[key] = index
    while len(_INDEXES) > _KEPT_INDEXES:
        del _INDEXES[next(iter(_INDEXES))]
    return index
