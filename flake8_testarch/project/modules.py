"""The project around the linted file: its root, its conftest files, and the
modules its imports name, read as ``ast`` trees (never imported, never run).

Modules are found the way pytest and Python would find them without the
project being installed: relative imports from the importing package, then
the importing file's base folder (pytest's default ``prepend`` import mode
puts it on ``sys.path``), the project's package roots and the installed
environment (roots.py: never the ``sys.path`` entries that depend on how
flake8 was started). Every file is parsed at most once per process while it
is unchanged. Re-exports are followed by one follower, ``follow``, up to
``MAX_REEXPORT_DEPTH`` modules away.
"""

from __future__ import annotations

import ast
import functools
import os

from flake8_testarch.syntax import parse, walk_local
from flake8_testarch.semantic.imports import ImportMap
from flake8_testarch.project.module_definitions import module_level_definitions
from flake8_testarch.project.outline import UNSURE, Outline, module_imports
from flake8_testarch.project.roots import (
    ancestors,
    environment_folders,
    in_environment,
    in_project,
    module_file_in,
    package_base,
    project_for,
    project_root,
    root_of,
)
from flake8_testarch.syntax import PARSE_ERRORS

# How many modules away a name is followed through re-exports
# (``from .models import Order`` in a package's ``__init__``).
MAX_REEXPORT_DEPTH = 4


class ModuleView:
    """A module read from disk (or the linted file itself) with its import map.

    A module read from disk may come with its outline (outline.py) instead
    of its tree: its definitions and imports are then read one at a time
    from the text, and the tree is parsed only when something asks for it.
    Compared by identity; treat it as read-only (``memo`` aside)."""

    __slots__ = (
        "path", "_tree", "_imports", "shared", "_definitions", "_outline", "_outlined", "memo",
        "__weakref__",
    )

    def __init__(
        self,
        path: str,
        tree: ast.Module | None,
        imports: ImportMap | None,
        shared: bool = False,
        outline: Outline | None = None,
    ):
        self.path = path
        self._tree = tree
        self._imports = imports
        # True for a module from the process-wide cache of modules read from disk;
        # False for the file being linted, which no cache may keep.
        self.shared = shared
        self._definitions: dict = {}
        self._outline = outline
        # Definitions read through the outline, by name (None: not defined).
        self._outlined: dict[str, ast.AST | None] = {}
        # What analyses remember about this module, kept as long as the view is.
        self.memo: dict = {}

    @property
    def tree(self) -> ast.Module:
        """The module's syntax tree; parsed on first use for a module read with
        its outline (an empty module if it does not parse as a whole)."""
        if self._tree is None:
            self._tree = _parse_whole(self._outline.source, self.path)
        return self._tree

    @property
    def imports(self) -> ImportMap:
        if self._imports is None:
            statements = self._outline.import_statements() if self._tree is None else UNSURE
            if statements is UNSURE:
                self._imports = _import_map(self.tree, self._outline.source)
            else:
                self._imports = ImportMap()
                self._imports.add_all(statements)
        return self._imports

    def release(self) -> bool:
        """Let go of what was parsed from the module (its tree, definitions,
        memo) and keep what was read from its text without a tree: the
        outline and the import map. Parsed again when next asked. False, and
        nothing let go, for a module read without an outline."""
        if self._outline is None:
            return False
        self._tree = None
        self._definitions = {}
        self._outlined = {}
        self.memo = {}
        return True

    def definitions(self) -> dict[str, ast.AST | None]:
        """The functions and classes the module defines at top level, by name,
        also inside its ``if``, ``try``, ``with`` and loop blocks (the last one
        wins; one in an ``except`` handler is a fallback and only fills a
        name nothing else defines; the key ``""`` only marks the table as
        built)."""
        if not self._definitions:
            self._definitions.update(module_level_definitions(self.tree.body))
            self._definitions.setdefault("", None)  # built, even for a module with none
        return self._definitions

    def top_level(self, name: str) -> ast.AST | None:
        """The function or class a module defines under ``name`` at top level.
        A name read through the outline keeps its answer (the same node)."""
        if not name:
            return None
        if name in self._outlined:
            return self._outlined[name]
        if self._tree is None and self._outline is not None:
            found = self._outline.definition(name)
            if found is not UNSURE:
                self._outlined[name] = found
                return found
        return self.definitions().get(name)

    def assigned(self, name: str) -> ast.AST | None:
        """The value a module-level ``name = ...`` statement last gives
        ``name`` (from a table of the module's assignments, built once)."""
        table = self.memo.get("assigned")
        if table is None and self._tree is None and self._outline is not None:
            # Read through the outline, one name at a time, while the tree
            # is not parsed: most modules are asked about one or two names.
            outlined = self.memo.setdefault("assigned through the outline", {})
            if name not in outlined:
                outlined[name] = self._outline.assignment(name)
            if outlined[name] is not UNSURE:
                return outlined[name]
        if table is None:
            table = self.memo["assigned"] = {}
            for statement in self.tree.body:
                if type(statement) is ast.Assign:
                    for target in statement.targets:
                        if type(target) is ast.Name:
                            table[target.id] = statement.value
                elif type(statement) is ast.AnnAssign and statement.value is not None:
                    if type(statement.target) is ast.Name:
                        table[statement.target.id] = statement.value
        return table.get(name)


def find_assignment(
    qualified: str, importer: str, accept=None
) -> tuple[ModuleView, ast.AST] | None:
    """The value a module-level assignment gives an imported name
    (``from tests.marks import unit`` -> ``pytest.mark.unit`` in tests/marks.py)."""
    module_name, attribute = module_and_attribute(qualified)
    if not module_name:
        return None
    path = find_module(module_name, importer)
    if path is None or (accept is not None and not accept(path)):
        return None
    module = read_module(path)
    value = module.assigned(attribute) if module is not None else None
    return (module, value) if value is not None else None


def _parse(path: str, outlined: bool = True) -> ModuleView | None:
    """The module at ``path`` with its outline when ``outlined`` and its text
    reads plainly (nothing parsed yet), else parsed whole; None when it
    cannot be read, or parsed when it had to be."""
    try:
        with open(path, "rb") as handle:
            source = handle.read()
    except OSError:
        return None
    outline = Outline.of(source) if outlined else None
    if outline is not None:
        return ModuleView(path=path, tree=None, imports=None, shared=True, outline=outline)
    try:
        tree = parse(source, filename=path)
    except PARSE_ERRORS:
        return None
    return ModuleView(path=path, tree=tree, imports=_import_map(tree, source), shared=True)


def _parse_whole(source: bytes, path: str) -> ast.Module:
    try:
        return parse(source, filename=path)
    except PARSE_ERRORS:
        return ast.Module(body=[], type_ignores=[])


def _import_map(tree: ast.Module, source: bytes) -> ImportMap:
    imports = ImportMap()
    imports.add_all(module_imports(tree, source))
    return imports


# Modules read for the files being linted stay parsed for the files that follow
# (a suite's helpers are read again and again), one version per path, for one
# project at a time: every tree kept is walked again by each of flake8's full
# garbage collections. Another project's modules keep what was read from
# their text (outline, imports; no syntax nodes), for a run whose files come
# from several projects in turn. Path -> (mtime, size, view).
_KEPT: dict[str, tuple[int, int, ModuleView | None]] = {}
_KEPT_FOR: list[str | None] = [None]


def _parsed(path: str, mtime_ns: int, size: int) -> ModuleView | None:
    kept = _KEPT.get(path)
    if kept is not None and kept[0] == mtime_ns and kept[1] == size:
        return kept[2]
    view = _parse(path)
    _KEPT[path] = (mtime_ns, size, view)
    return view


def linting(filename: str) -> None:
    """Called for each linted file: when it belongs to another project than the
    file before it, the modules kept outside its project let their parsed
    parts go (see ``ModuleView.release``), or are dropped."""
    root = project_root(os.path.dirname(os.path.abspath(filename)))
    if root == _KEPT_FOR[0]:
        return
    _KEPT_FOR[0] = root
    for path in [path for path in _KEPT if not in_project(path, root)]:
        view = _KEPT[path][2]
        if view is None or not view.release():
            del _KEPT[path]


_YIELDS = (ast.Yield, ast.YieldFrom)


class _DefinitionKinds:
    """A module's top-level definitions reduced to their kinds (``"function"``,
    ``"generator"`` for a function that yields, or ``"class"``), with its
    imports: answers ``top_level`` as a ModuleView does, without the tree.
    A module read with its outline is asked one name at a time, and keeps
    its text rather than its definitions' nodes."""

    __slots__ = ("_kinds", "_imports", "_view")

    def __init__(self, view: ModuleView):
        self._kinds: dict[str, str | None] = {}
        self._imports: ImportMap | None = None
        self._view: ModuleView | None = view
        if view._tree is not None:
            self._settle()

    def top_level(self, name: str) -> str | None:
        if not name:
            return None
        view = self._view
        if view is not None and name not in self._kinds:
            definition = view.top_level(name)
            self._kinds[name] = _kind(definition) if definition is not None else None
            view._outlined.clear()  # the kind is kept, not the node
            if view._tree is not None:  # the outline was unsure: the tree is read
                self._settle()
        return self._kinds.get(name)

    @property
    def imports(self) -> ImportMap:
        if self._imports is None:
            self._imports = self._view.imports
            if self._view._tree is not None:
                self._settle()
        return self._imports

    def _settle(self) -> None:
        """Every kind from the whole tree, then no tree kept."""
        view, self._view = self._view, None
        self._kinds = {
            name: _kind(definition)
            for name, definition in view.definitions().items()
            if definition is not None
        }
        self._imports = view.imports


def _kind(definition: ast.AST) -> str:
    if isinstance(definition, ast.ClassDef):
        return "class"
    yields = any(isinstance(node, _YIELDS) for node in walk_local(definition))
    return "generator" if yields else "function"


def reduced_reader(reduce, maxsize: int = 4096, outlined: bool = False):
    """A reader of modules reduced by ``reduce(view)`` to the few facts an
    analysis keeps: each file is parsed once per process while unchanged, and
    its tree is dropped, since a process linting a suite would otherwise hold
    thousands of syntax nodes that every full garbage collection walks
    again. The reader returns None for a file that cannot be read or parsed.
    ``outlined``: ``reduce`` reads the view a name at a time (see ModuleView),
    so it gets the module's outline instead of its tree where it can."""

    @functools.lru_cache(maxsize=maxsize)
    def reduced(path: str, _mtime_ns: int, _size: int):
        view = _parse(path, outlined)
        return reduce(view) if view is not None else None

    return lambda path: _read(path, reduced)


_read_kinds = reduced_reader(_DefinitionKinds, outlined=True)


def definition_kind(qualified: str, importer: str) -> str | None:
    """``"class"``, ``"function"`` or ``"generator"``: what a dotted name stands
    for, found as ``find_definition`` finds it, for questions that need no
    more than that. A module read only to answer them (often one of the
    standard library's or an installed library's) is not kept parsed."""
    found = follow(qualified, importer, _read_kinds)
    return found[1] if found is not None else None


def _read(path: str, cached):
    """``cached(absolute path, mtime, size)``: a per-process cache of what is
    read from a file, current with the disk."""
    try:
        status = os.stat(path)
    except OSError:
        return None
    return cached(os.path.abspath(path), status.st_mtime_ns, status.st_size)


def read_module(path: str) -> ModuleView | None:
    return _read(path, _parsed)


def conftest_files(path: str) -> list[str]:
    """``conftest.py`` files that apply to ``path``, nearest first, up to the root."""
    path = os.path.abspath(path)
    return [found for found in _conftests_above(os.path.dirname(path)) if found != path]


@functools.lru_cache(maxsize=1024)
def _conftests_above(folder: str) -> tuple[str, ...]:
    root = project_root(folder)
    found = []
    for current in [folder, *ancestors(folder)]:
        candidate = os.path.join(current, "conftest.py")
        if os.path.isfile(candidate):
            found.append(candidate)
        if current == root:
            break
    return tuple(found)


def _search_folders(importer: str) -> tuple[str, ...]:
    if in_environment(importer):
        # An installed module imports from its own package base and the environment.
        return (package_base(importer), *environment_folders())
    return project_for(importer).search_folders(importer)


def module_and_attribute(qualified: str) -> tuple[str, str]:
    """``pkg.mod.name`` -> (``pkg.mod``, ``name``); a relative name keeps its
    dots, so ``.name`` (``from . import name``) is ``name`` of the importer's
    own package (``.``). The module is empty for a bare name."""
    module_name, _, attribute = qualified.rpartition(".")
    if not module_name.strip("."):
        module_name = qualified[: len(qualified) - len(qualified.lstrip("."))]
    return module_name, attribute


def find_module(dotted: str, importer: str) -> str | None:
    """The file of module ``dotted`` as imported from file ``importer``."""
    return _find_module(dotted, os.path.dirname(os.path.abspath(importer)))


@functools.lru_cache(maxsize=8192)
def _find_module(dotted: str, folder: str) -> str | None:
    importer = os.path.join(folder, "__importer__.py")
    if dotted.startswith("."):
        level = len(dotted) - len(dotted.lstrip("."))
        folder = os.path.dirname(os.path.abspath(importer))
        for _ in range(level - 1):
            folder = os.path.dirname(folder)
        rest = dotted[level:]
        if not rest:
            candidate = os.path.join(folder, "__init__.py")
            return candidate if os.path.isfile(candidate) else None
        return module_file_in(folder, rest)
    if dotted == "conftest":
        nearest = conftest_files(importer)
        return nearest[0] if nearest else None
    for folder in _search_folders(importer):
        found = module_file_in(folder, dotted)
        if found:
            return found
    # `pkg.mod` where the packaging keeps `pkg` in a folder of another name
    return None if in_environment(importer) else project_for(importer).renamed_module(dotted)


def find_definition(
    qualified: str, importer: str, accept=None, stars: bool = False
) -> tuple[ModuleView, ast.AST] | None:
    """The function or class that a dotted name (as resolved through the importing
    file's imports) stands for, following re-exports. ``accept``, given a
    module's path, says whether that module is worth reading at all."""
    return follow(qualified, importer, read_module, accept, stars)


def follow(qualified: str, importer: str, read, accept=None, stars: bool = False, _depth=0):
    """(module, what ``module.top_level`` gives) for a dotted name, following
    re-exports up to ``MAX_REEXPORT_DEPTH`` modules away (through ``from m
    import *`` too when ``stars``); ``read(path)`` reads a module (None if it
    cannot) into anything with ``top_level(name)`` and ``imports``."""
    if _depth > MAX_REEXPORT_DEPTH:
        return None
    module_name, attribute = module_and_attribute(qualified)
    if not module_name:
        return None
    path = find_module(module_name, importer)
    if path is None or (accept is not None and not accept(path)):
        # `pkg.mod.Class.method` style names are not followed.
        return None
    module = read(path)
    if module is None:
        return None
    found = module.top_level(attribute)
    if found is not None:
        return module, found
    reexported = module.imports.qualified(attribute)
    if reexported and reexported != qualified:
        return follow(reexported, path, read, accept, stars, _depth + 1)
    if stars:
        for star in module.imports.star_modules:
            found = follow(f"{star}.{attribute}", path, read, accept, stars, _depth + 1)
            if found is not None:
                return found
    return None


def project_module_folder(top: str, importer: str) -> str | None:
    """The package root of the project (or the importer's package base) that
    holds the top-level module or package ``top``, or None when ``top`` is
    found only in the installed environment, or nowhere."""
    project = project_for(importer)
    for folder in project.search_folders(importer):
        if os.path.isdir(os.path.join(folder, top)) or os.path.isfile(
            os.path.join(folder, top + ".py")
        ):
            return None if in_environment(os.path.join(folder, top)) else folder
    return None


def star_imported_name(star: str, name: str, importer: str) -> str | None:
    """The dotted name ``name`` stands for in a file that does ``from star
    import *``, when ``star`` is a module of the importer's project that
    imports or defines it (``from time import time`` there: ``time.time``);
    None otherwise. Read from disk, never imported."""
    path = find_module(star, importer)
    if path is None or not in_project(path, root_of(importer)):
        return None
    module = read_module(path)
    if module is None:
        return None
    imported = module.imports.qualified(name)
    if imported is not None:
        return _absolute(imported, star, path) if imported.startswith(".") else imported
    return f"{star}.{name}" if module.top_level(name) is not None else None


def _absolute(relative: str, module: str, path: str) -> str:
    """A relative name (``.boards.LEDBoard``) as the module ``module`` at
    ``path`` reads it, made absolute (or relative to the importer, when
    ``module`` is itself named relatively): the importer of the star import
    sits elsewhere and would read the dots from its own package."""
    level = len(relative) - len(relative.lstrip("."))
    package = module if os.path.basename(path) == "__init__.py" else _parent(module)
    for _ in range(level - 1):
        package = _parent(package)
    rest = relative[level:]
    if not package or package.endswith("."):
        return package + rest
    return f"{package}.{rest}" if rest else package


def _parent(name: str) -> str:
    """The package holding ``name``: ``a.b`` -> ``a``, ``.b`` -> ``.``,
    ``.`` -> ``..``."""
    body = name.lstrip(".")
    if "." in body:
        return name.rpartition(".")[0]
    dots = name[: len(name) - len(body)]
    return dots + "." if not body and dots else dots
