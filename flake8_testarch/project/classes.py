"""A class's bases, followed through the project's modules, read as syntax.

A base is either a class of the project (of the same module, or of a module
its import names, found on disk and read, never imported) or a name from
outside the project (``unittest.TestCase``). ``ancestors`` walks the
project's classes breadth first, each once, up to ``MAX_DEPTH`` levels, and
gives the names from outside the project where the walk leaves it. Every
analysis that asks what a class inherits asks here.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from typing import NamedTuple

from flake8_testarch.project.modules import ModuleView, find_definition
from flake8_testarch.syntax import names_an_exception, own_method

MAX_DEPTH = 8


class Base(NamedTuple):
    """One base of a class: the project's class (``module``, ``cls``), or a
    name from outside the project (``cls`` None; ``name`` as its import
    resolves it, None when it cannot be told)."""

    module: ModuleView | None
    cls: ast.ClassDef | None
    name: str | None
    depth: int


def bases(
    cls: ast.ClassDef, module: ModuleView, accept: Callable[[str], bool] | None = None,
    depth: int = 1, stars: bool = False,
) -> list[Base]:
    """The direct bases of ``cls``, a class of ``module``. ``accept(path)``:
    whether a module found on disk is worth reading (the project's own);
    ``stars``: a name no import binds is looked up in the modules the module
    star-imports."""
    found = []
    for written in cls.bases:
        # ``Base[T]``: a generic base is its class.
        base = written.value if type(written) is ast.Subscript else written
        if type(base) is ast.Name:
            local = module.top_level(base.id)
            if type(local) is ast.ClassDef and local is not cls:
                found.append(Base(module, local, base.id, depth))
                continue
        name = module.imports.resolve(base)
        definition = find_definition(name, module.path, accept) if name else None
        if definition is None and name is None and stars and type(base) is ast.Name:
            definition = _star_imported(base.id, module, accept)
        if definition is not None and type(definition[1]) is ast.ClassDef:
            found.append(Base(definition[0], definition[1], name, depth))
        else:
            found.append(Base(None, None, name, depth))
    return found


def definition_named(expression: ast.AST, module: ModuleView, accept=None):
    """(module, definition) of the function or class an expression names where
    ``module`` reads it: its own top-level definition of a plain name, else
    what its imports make of the name, in modules ``accept`` lets through."""
    if type(expression) is ast.Name:
        local = module.top_level(expression.id)
        if local is not None:
            return module, local
    name = module.imports.resolve(expression)
    return find_definition(name, module.path, accept) if name else None


def _star_imported(name: str, module: ModuleView, accept):
    for star in module.imports.star_modules:
        found = find_definition(f"{star}.{name}", module.path, accept)
        if found is not None:
            return found
    return None


def project_bases(
    cls: ast.ClassDef, module: ModuleView, accept: Callable[[str], bool] | None = None,
    stars: bool = False,
) -> Iterator[tuple[ModuleView, ast.ClassDef]]:
    """(module, class) for each direct base of ``cls`` that is a class found in
    the source (``bases`` without the names from outside)."""
    for base in bases(cls, module, accept, stars=stars):
        if base.cls is not None:
            yield base.module, base.cls


def ancestors(
    cls: ast.ClassDef, module: ModuleView, accept: Callable[[str], bool] | None = None
) -> Iterator[Base]:
    """Every base of ``cls`` at any depth, nearest first, each project class
    once (a cycle of bases ends the walk there)."""
    seen = {id(cls)}
    level = [(cls, module)]
    for depth in range(1, MAX_DEPTH + 1):
        following = []
        for current, current_module in level:
            for base in bases(current, current_module, accept, depth):
                if base.cls is not None:
                    if id(base.cls) in seen:
                        continue
                    seen.add(id(base.cls))
                    following.append((base.cls, base.module))
                yield base
        if not following:
            return
        level = following


def method_through_bases(
    cls: ast.ClassDef, module: ModuleView, name: str, accept: Callable[[str], bool] | None = None
) -> tuple[ModuleView, ast.AST] | None:
    """(module, method) of the method ``name`` a class defines itself or
    inherits from its nearest project base; None when no class of the
    project defines it."""
    own = own_method(cls, name)
    if own is not None:
        return module, own
    for base in ancestors(cls, module, accept):
        if base.cls is not None:
            inherited = own_method(base.cls, name)
            if inherited is not None:
                return base.module, inherited
    return None


def inherits_a_name(
    cls: ast.ClassDef, module: ModuleView, accept, key: str, test: Callable[[str | None], bool]
) -> bool:
    """Whether a base of ``cls`` at any depth has a name ``test`` accepts.
    The verdict on each class of a module read from disk is kept with that
    module under ``key``: the same base classes of a suite come up in file
    after file."""
    return _inherits(cls, module, accept, key, test, {})


def _inherits(cls, module, accept, key, test, local: dict) -> bool:
    memo = module.memo if module.shared else local
    found = memo.get((key, cls))
    if found is not None:
        return found
    memo[key, cls] = False  # a cycle of bases (names bound twice) ends here
    found = any(
        test(base.name)
        or base.cls is not None and _inherits(base.cls, base.module, accept, key, test, local)
        for base in bases(cls, module, accept)
    )
    memo[key, cls] = found
    return found


def derives_from_an_exception(
    cls: ast.ClassDef, module: ModuleView, accept: Callable[[str], bool] | None = None
) -> bool:
    """A project class that is an exception: a base at any depth, as
    written, is a builtin exception or named like one (``class
    NotFound(LookupFailure)`` with ``class LookupFailure(Exception)``)."""
    classes = [cls, *(base.cls for base in ancestors(cls, module, accept) if base.cls is not None)]
    for current in classes:
        for written in current.bases:
            name = written.attr if type(written) is ast.Attribute else getattr(written, "id", "")
            if names_an_exception(name):
                return True
    return False
