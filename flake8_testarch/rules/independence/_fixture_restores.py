"""What the fixtures a file sees put back for the tests that use them: after
their ``yield``, in their ``finally`` blocks and cleanups, and through the
context managers their ``yield`` sits in; also the autouse fixtures a test
class inherits from its bases (a mixin's ``with contextlib.chdir(tmp):
yield``). Part of the file's restoring code (``_restore_regions``)."""

from __future__ import annotations

import ast

from flake8_testarch.suite.collection import fixture_spec
from flake8_testarch.suite.fixtures import defined_fixtures, fixture_modules
from flake8_testarch.rules.independence._function_facts import FunctionFacts
from flake8_testarch.rules.independence._restores import Cover, guard_covers

_FUNCTION_TYPES = (ast.FunctionDef, ast.AsyncFunctionDef)


class FixtureRestores:
    """Mixed into the file's restoring code, which gives ``ctx``,
    ``file_resolve``, ``module_defs``, ``manager_covers``, ``region_covers``
    and ``class_with_bases``."""

    def __init__(self):
        self._fixtures: list | None = None
        self._fixture_requests: dict[str, set[str]] | None = None
        self._fixture_covers: dict[ast.AST, list[Cover]] = {}
        self._inherited: dict[ast.ClassDef, list[Cover]] = {}

    def fixtures(self) -> list:
        """(fixture, resolve, module defs) for the fixtures the file sees (see
        suite/fixtures.py), nearest first; classes of other modules keep
        theirs to themselves. ``resolve`` is None for the file's own fixtures
        (``file_resolve``): a bound method of this state kept in its own
        table would be a reference cycle, keeping the file's tree alive after
        the file."""
        if self._fixtures is None:
            own = self.ctx.module
            found = []
            for module in fixture_modules(own):
                if module is own:
                    resolve, defs = None, self.module_defs()
                else:
                    resolve = module.imports.resolve
                    defs = TopLevel(module)
                for fixture in defined_fixtures(module):
                    if module is own or fixture.owner is None:
                        found.append((fixture, resolve, defs))
            self._fixtures = found
        return self._fixtures

    def add_requested_by_fixtures(self, requested: set[str]) -> None:
        """Add to the fixture names a test requests those the fixtures of the
        file sees request in turn, at any depth: they run for the test too."""
        if self._fixture_requests is None:
            self._fixture_requests = {}
            for fixture, _resolve, _defs in self.fixtures():
                arguments = fixture.function.args
                self._fixture_requests.setdefault(fixture.name, set()).update(
                    a.arg for a in (*arguments.posonlyargs, *arguments.args)
                )
        waiting = [name for name in requested if name in self._fixture_requests]
        while waiting:
            for name in self._fixture_requests.get(waiting.pop(), ()):
                if name not in requested:
                    requested.add(name)
                    waiting.append(name)

    def fixture_covers(self, definition, resolve, cls, defs) -> list[Cover]:
        """What a fixture restores for the test that uses it: after its yield, in
        its finally blocks and cleanups, and the patchers its yield sits in."""
        found = self._fixture_covers.get(definition)
        if found is None:
            facts = FunctionFacts(definition, resolve, cls, self, cleanup_since_zero=True)
            found = [Cover(g.resource, g.keys) for g in facts.guards]
            for manager in facts.yield_managers:
                found.extend(guard_covers(manager, resolve))
                if (  # a context manager the file defines
                    resolve == self.file_resolve and type(manager) is ast.Call
                    and type(manager.func) is ast.Name and manager.func.id in self.module_defs()
                ):
                    found.extend(self.manager_covers(manager))
            if facts.first_yield is not None:
                found.extend(
                    Cover(c.resource, c.keys)
                    for c in facts.changes
                    if c.node.lineno > facts.first_yield
                )
            for statement in facts.tries:
                found.extend(self.region_covers(statement.finalbody, resolve, cls, defs))
            self._fixture_covers[definition] = found
        return found

    def inherited_fixture_covers(self, cls: ast.ClassDef) -> list[Cover]:
        """What the autouse fixtures a test class gets from its bases (a
        mixin's ``with contextlib.chdir(tmp): yield``) put back for its
        tests; read once per class."""
        found = self._inherited.get(cls)
        if found is None:
            found = self._inherited[cls] = []
            for base, resolve, defs in self.class_with_bases(cls):
                if base is cls:
                    continue
                names = _Names(resolve)
                for method in base.body:
                    is_function = isinstance(method, _FUNCTION_TYPES)
                    spec = fixture_spec(method, names) if is_function else None
                    if spec is not None and spec[1]:
                        found += self.fixture_covers(method, resolve, base, defs)
        return found


class _Names:
    """A module's name resolution, as ``fixture_spec`` asks for it."""

    __slots__ = ("resolve",)

    def __init__(self, resolve):
        self.resolve = resolve


class TopLevel:
    """A project module's top-level functions and classes by name, as
    ``defs_of`` gives them, each read when asked (through the module's
    outline while its tree is not parsed)."""

    __slots__ = ("module",)

    def __init__(self, module):
        self.module = module

    def get(self, name: str) -> ast.AST | None:
        return self.module.top_level(name)


def defs_of(tree: ast.Module) -> dict[str, ast.AST]:
    """A module's top-level functions and classes by name."""
    return {s.name: s for s in tree.body if isinstance(s, (*_FUNCTION_TYPES, ast.ClassDef))}
