"""Where a dotted name comes from once the project's re-exports are
followed: ``pkg.testing.mock.Mock`` is ``unittest.mock.Mock`` when
pkg/testing.py does ``from unittest import mock``. Modules are read as
``modules`` reads them, never imported."""

from __future__ import annotations

import ast
import functools
import os
import weakref

from flake8_testarch.project.modules import (
    MAX_REEXPORT_DEPTH,
    find_module,
    read_module,
    star_imported_name,
)
from flake8_testarch.project.roots import in_project, root_of
from flake8_testarch.semantic.fallbacks import catches_import_errors


def split_module(dotted: str, importer: str) -> tuple[str, str, list[str]] | None:
    """``app.views.Gate.check`` -> (path of app/views.py, 'app.views', ['Gate', 'check']):
    the longest prefix that is a module found from ``importer``, and the
    attributes after it."""
    parts = dotted.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        module = ".".join(parts[:cut])
        path = find_module(module, importer)
        if path is not None:
            return path, module, parts[cut:]
    return None


def reexport_chain(dotted: str, importer: str) -> list[str]:
    """``dotted`` and the names it is an import of, nearest first, through the
    project's own modules (``app.views.check`` -> ``app.security.check`` when
    views imports it from there; ``pkg.testing.mock.Mock`` ->
    ``unittest.mock.Mock`` when pkg/testing.py does ``from unittest import
    mock``), up to ``MAX_REEXPORT_DEPTH`` modules away."""
    names = [dotted]
    for _ in range(MAX_REEXPORT_DEPTH):
        found = split_module(dotted, importer)
        if found is None:
            break
        path, _module, attributes = found
        if not in_project(path, root_of(importer)):
            break
        view = read_module(path)
        source = view.imports.qualified(attributes[0]) if view is not None else None
        if not source and view is not None and view.imports.star_modules:
            source = _from_a_star(view, attributes[0], path)
        if source and source.startswith("."):
            source = absolute_name(source, path)
        if not source:
            break
        followed = ".".join([source, *attributes[1:]])
        if followed in names:
            break
        names.append(followed)
        dotted, importer = followed, path
    return names


def _from_a_star(view, name: str, path: str) -> str | None:
    """Where a name comes from that a module neither defines, assigns nor
    imports by name, though a star import brings it: the star module of
    the project that has it, else the one star module outside the project
    (``isfile`` of a module doing ``from os.path import *`` is
    ``os.path.isfile``). None when that cannot be told."""
    if view.top_level(name) is not None or view.assigned(name) is not None:
        return None
    outside = []
    for star in view.imports.star_modules:
        found = star_imported_name(star, name, path)
        if found is not None:
            return found
        where = find_module(star, path)
        if where is None or not in_project(where, root_of(path)):
            outside.append(star)
    return f"{outside[0]}.{name}" if len(outside) == 1 else None


@functools.lru_cache(maxsize=4096)
def _canonical(dotted: str, folder: str) -> str:
    return reexport_chain(dotted, os.path.join(folder, "__importer__.py"))[-1]


def canonical(dotted: str, importer: str) -> str:
    """Where a dotted name comes from once the project's re-exports are
    followed: the last of ``reexport_chain``."""
    return _canonical(dotted, os.path.dirname(os.path.abspath(importer)))


def absolute_name(relative: str, path: str) -> str | None:
    """A relative import's target as a dotted name, from the importing file's packages."""
    level = len(relative) - len(relative.lstrip("."))
    rest = relative[level:]
    folder = os.path.dirname(os.path.abspath(path))
    for _ in range(level - 1):
        folder = os.path.dirname(folder)
    packages = []
    while os.path.isfile(os.path.join(folder, "__init__.py")):
        packages.append(os.path.basename(folder))
        folder = os.path.dirname(folder)
    if not packages:
        return None
    return ".".join([*reversed(packages), *([rest] if rest else [])])


def imported_optionally(dotted: str, importer: str) -> bool:
    """Whether the project module that ``dotted`` is last re-exported from
    imports it inside ``try: ... except ImportError`` (``from ca_certs_locater
    import get as where`` in a ``try``): an optional dependency, which may
    not be installed."""
    chain = reexport_chain(dotted, importer)
    if len(chain) < 2:
        return False
    found = split_module(chain[-2], importer)
    view = read_module(found[0]) if found is not None else None
    if view is None:
        return False
    return imports_optionally(view.tree, chain[-1])


def imports_optionally(tree: ast.Module, source: str) -> bool:
    """Whether a module imports ``source`` (or the module holding it) inside
    ``try: ... except ImportError``."""
    modules = _OPTIONAL_IMPORTS.get(tree)
    if modules is None:
        modules = _OPTIONAL_IMPORTS[tree] = _optional_imports(tree)
    return any(source.startswith(module + ".") for module in modules)


def _optional_imports(tree: ast.Module) -> tuple[str, ...]:
    """The modules a module imports, or imports from, inside ``try: ...
    except ImportError`` (a bare ``except:`` catches the failed import too)."""
    found = []
    for node in ast.walk(tree):
        if type(node) is ast.Try and any(
            handler.type is None or catches_import_errors(handler.type)
            for handler in node.handlers
        ):
            for statement in node.body:
                if type(statement) is ast.ImportFrom and statement.module:
                    found.append(statement.module)
                elif type(statement) is ast.Import:
                    found.extend(alias.name for alias in statement.names)
    return tuple(found)


# A module's optional imports, read once per tree (the test file's, or a
# project module's as ``read_module`` keeps it).
_OPTIONAL_IMPORTS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
