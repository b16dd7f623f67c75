"""Who calls whom, from a test down into the project's own code, read as syntax.

A ``Step`` is a function the analysis can enter: a test, a fixture, a helper,
a method, a class constructor. ``CallGraph.edges`` gives what a step
calls: each call's dotted name as resolved through its module's imports (so a
rule can match it against a list of primitives), and the step behind it when
the callee is a function or class of the project (same module, ``self`` /
``cls`` / ``super()`` methods through base classes, names bound to a class
instance in the same function or on ``self``, imported helpers and classes
found on disk, and, when asked, names from ``from module import *``).
``fixtures_of`` gives the fixtures a test or fixture requests: its
parameters, ``usefixtures`` marks and autouse fixtures, looked up in its
classes, its module, the modules it imports them from, the ``conftest.py``
files above it and their ``pytest_plugins``.

Modules are read with ``project.read_module``: parsed once per process while
unchanged, never imported. An unresolved call is not an edge.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from typing import NamedTuple

from flake8_testarch.syntax import class_alias, own_method, walk_local
from flake8_testarch.project import classes
from flake8_testarch.project.classes import ancestors as class_ancestors
from flake8_testarch.project.modules import ModuleView, find_definition
from flake8_testarch.semantic.model import model_of
from flake8_testarch.suite._instances import InstanceClasses
from flake8_testarch.suite._local_facts import LocalFacts
from flake8_testarch.suite.collection import FUNCTION_TYPES, fixture_spec
from flake8_testarch.suite.fixtures import defined_fixtures, fixture_modules, fixtures_of_class
from flake8_testarch.suite.steps import Step

_BASE_DEPTH = 6
_COLLECTIONS = (ast.List, ast.Tuple, ast.Set)
_LOOPS = (ast.For, ast.AsyncFor, ast.comprehension)
_CACHE_LIMIT = 4096
_UNREAD = "<unread>"  # ``_target``'s ``imported`` when the caller did not resolve the callee


class _Store:
    __slots__ = ("edges", "memo")

    def __init__(self):
        self.edges: dict[tuple[int, int], tuple[Step, list[Edge]]] = {}
        self.memo: dict[tuple, tuple] = {}


class Edge(NamedTuple):
    """One call a step makes: its resolved dotted name (or None) and the step it
    leads to when that is the project's own code. Constructing a class also
    "calls" its bases from outside the project (``class Server(TCPServer)``)."""

    call: ast.AST
    name: str | None
    target: Step | None
    # True for a base class from outside the project that a constructor builds on.
    base: bool = False


class CallGraph(InstanceClasses):
    def __init__(self, follow: Callable[[str], bool], star_imports: bool = False):
        """``follow(path)`` says whether a module is the project's own code;
        ``star_imports``: a name no import binds is also looked up in the modules
        imported with ``from module import *``."""
        self.follow = follow
        self.star_imports = star_imports
        # Edges and per-module facts, keyed by id with the object kept to check
        # identity: the project's modules (read once per process) share one
        # store; the file being linted keeps its own on its view, so that nothing
        # of it outlives the file.
        self._shared = _Store()

    def _store(self, module: ModuleView) -> _Store:
        if module.shared:
            store = self._shared
            if len(store.edges) + len(store.memo) > _CACHE_LIMIT:
                store.edges.clear()
                store.memo.clear()
            return store
        # The linted file's own store goes with the file: no bound, so that a
        # file of many tests never works out the same edges twice.
        store = module.memo.get(self)
        if store is None:
            store = module.memo[self] = _Store()
        return store

    # --- calls -------------------------------------------------------------------
    def edges(self, step: Step) -> list[Edge]:
        store = self._store(step.module)
        cached = store.edges.get(step.key)
        if cached is not None and cached[0].function is step.function:
            return cached[1]
        # The linted file's functions are read through its model, which has
        # read its statements already; a module from disk may hold only the
        # definitions its outline gave, not the whole tree.
        model = None if step.module.shared else model_of(step.module)
        facts = LocalFacts(step.function, model)
        found, imports = [], step.module.imports
        for call in facts.calls:
            imported = imports.resolve(call.func)  # read once, for the name and the target
            found.append(Edge(call, imported or facts.resolve(call.func),
                              self._target(call, step, facts, imported)))
        if step.constructs is not None:
            found += self._construction_edges(step.constructs, step.constructs_in or step.module)
        store.edges[step.key] = (step, found)
        return found

    def callbacks(self, step: Step) -> list[Step]:
        """The project functions a step hands to a call as values, for that
        call to run later (``d.addCallback(self._check_reply)``,
        ``server(handle)``), each once: not edges, since the step does not
        call them itself, but what they do is done on its behalf."""
        memo = self._store(step.module).memo
        key = ("callbacks", step.key)
        cached = memo.get(key)
        if cached is not None and cached[0] is step.function:
            return cached[1]
        model = None if step.module.shared else model_of(step.module)
        facts = LocalFacts(step.function, model)
        found, seen = [], set()
        handed = [
            value for call in facts.calls
            for value in (*call.args, *(keyword.value for keyword in call.keywords))
        ]
        # Functions gathered in a literal to be run in turn (``for job in
        # {self._check_a, self._check_b}: pool.submit(job)``), and the
        # checks a generator test yields for its runner to call (nose's
        # ``yield check_price, text, cents``).
        for node in walk_local(step.function):
            if type(node) in _LOOPS and type(node.iter) in _COLLECTIONS:
                handed += node.iter.elts
            elif type(node) is ast.Yield and node.value is not None:
                value = node.value
                handed.append(value.elts[0] if type(value) is ast.Tuple and value.elts else value)
        for value in handed:
            if type(value) not in (ast.Name, ast.Attribute):
                continue
            target = self._target(ast.Call(func=value, args=[], keywords=[]), step, facts)
            if target is not None and target.key not in seen:
                seen.add(target.key)
                found.append(target)
        memo[key] = (step.function, found)
        return found

    def _target(self, call: ast.Call, step: Step, facts, imported=_UNREAD) -> Step | None:
        """The step a call enters (``imported``: the callee through the imports, if read)."""
        module = step.module
        # ``verify = check; verify(x)`` calls ``check``.
        func = module.imports.callee(call.func)
        if isinstance(func, ast.Name):
            return self._named(func.id, step, facts)
        if not isinstance(func, ast.Attribute):
            return None
        receiver = func.value
        if isinstance(receiver, ast.Name) and receiver.id in ("self", "cls") and step.owner:
            return self.method(step.owner, func.attr, module) or self.stored_fixture_function(
                step.owner, func.attr, module
            )
        if _is_super_call(receiver) and step.owner is not None:
            for base in self.bases(step.owner, module):
                found = self.method(base[1], func.attr, base[0])
                if found is not None:
                    return found
            return None
        if imported is _UNREAD:
            imported = module.imports.resolve(func)
        # A receiver that names an import (a module, a class) holds no
        # instance the function made or was given.
        if imported is None or type(receiver) is not ast.Name:
            cls = self._instance_class(receiver, step, facts)
            if cls is not None:
                return self.method(cls[1], func.attr, cls[0]) or self._dispatched(*cls)
        return self._qualified(imported, module)

    def _named(self, name: str, step: Step, facts: LocalFacts) -> Step | None:
        module, nested = step.module, facts.nested_function(name)
        if nested is not None:
            return Step(module, nested, step.owner, f"{name}()")
        if facts.shadows(name):
            return None  # the function's own value, not the module's
        local = module.top_level(name)
        if isinstance(local, FUNCTION_TYPES):
            return Step(module, local, None, f"{name}()")
        if isinstance(local, ast.ClassDef):
            return self.constructor(local, module)
        qualified = module.imports.qualified(name)
        if qualified is None:
            return self._step_for(self._star_imported(name, module))
        return self._qualified(qualified, module)

    def _qualified(self, qualified: str | None, module: ModuleView) -> Step | None:
        if not qualified:
            return None
        # Many tests call the same few helpers: look each name up once per module.
        memo = self._store(module).memo
        key = ("qualified", module.path, qualified)
        cached = memo.get(key)
        if cached is None:
            cached = memo[key] = (self._find_qualified(qualified, module),)
        return cached[0]

    def _find_qualified(self, qualified: str, module: ModuleView) -> Step | None:
        # A re-export may pass through ``from module import *``
        # (``from .compare import Checker`` where ``compare`` star-imports it).
        stars = self.star_imports
        found = find_definition(qualified, module.path, self.follow, stars)
        if found is None and "." in qualified:
            # ``pkg.mod.Class.method``: the class, then its method.
            owner = find_definition(
                qualified.rpartition(".")[0], module.path, self.follow, stars
            )
            if owner is not None and isinstance(owner[1], ast.ClassDef):
                return self.method(owner[1], qualified.rpartition(".")[2], owner[0])
            return None
        return self._step_for(found)

    def definition_step(self, expression: ast.AST, module: ModuleView) -> Step | None:
        """The step of the project's function or class an expression names
        (a decorator, a callback handed on): the module's own, or imported."""
        if type(expression) is ast.Name:
            local = module.top_level(expression.id)
            if local is not None:
                return self._step_for((module, local))
        return self._step_for(self._imported(expression, module))

    def _step_for(self, found: tuple[ModuleView, ast.AST] | None) -> Step | None:
        if found is None:
            return None
        if isinstance(found[1], ast.ClassDef):
            return self.constructor(found[1], found[0])
        if isinstance(found[1], FUNCTION_TYPES):
            return Step(found[0], found[1], None, f"{found[1].name}()")
        return None

    def constructor(self, cls: ast.ClassDef, module: ModuleView) -> Step:
        """A class's construction: its ``__init__`` (from its bases too), or the
        class itself when it defines none (so its bases can still be matched)."""
        init = self.method(cls, "__init__", module)
        function = init.function if init is not None else cls
        owner = init.owner if init is not None else cls
        return Step(
            init.module if init else module, function, owner, f"{cls.name}()",
            constructs=cls, constructs_in=module
        )

    def method(self, cls: ast.ClassDef, name: str, module: ModuleView, depth: int = 0):
        statement = own_method(cls, name)
        if statement is not None:
            return Step(module, statement, cls, f"{cls.name}.{name}()")
        aliased = class_alias(cls, name)
        if aliased is not None:
            # `invoke = staticmethod(invoke)`: the module's function, made a method.
            local = module.top_level(aliased)
            if isinstance(local, FUNCTION_TYPES):
                return Step(module, local, None, f"{aliased}()")
        if depth < _BASE_DEPTH:
            for base_module, base in self.bases(cls, module):
                found = self.method(base, name, base_module, depth + 1)
                if found is not None:
                    return found
        return None

    def stored_fixture_function(
        self, cls: ast.ClassDef, name: str, module: ModuleView, depth: int = 0
    ) -> Step | None:
        """The function a fixture returns, or one a method defines, that a
        method of the class (an autouse fixture, ``setUp``) stores on the
        instance under ``name`` (``self._ensure_queues = ensure_queues`` in
        ``def setup(self, ensure_queues)``, ``self.check = check`` after
        ``def check(...)`` in ``setUp``): ``self.check(...)`` calls it.
        Looked up once per class and name."""
        memo = self._store(module).memo
        key = ("stored", cls, name)
        if key not in memo:
            memo[key] = self._find_stored(cls, name, module, depth)
        return memo[key]

    def _find_stored(self, cls, name, module, depth) -> Step | None:
        for statement in cls.body:
            if type(statement) not in FUNCTION_TYPES:
                continue
            parameters = {argument.arg for argument in statement.args.args}
            nested = {
                inner.name: inner for inner in statement.body if type(inner) in FUNCTION_TYPES
            }
            for node in walk_local(statement):
                if not (
                    type(node) is ast.Assign and type(node.value) is ast.Name
                    and (node.value.id in parameters or node.value.id in nested)
                    and any(_self_attribute(target, name) for target in node.targets)
                ):
                    continue
                if node.value.id in nested and node.value.id not in parameters:
                    # ``def check(cls): ...`` then ``self.check = check`` in ``setUp``.
                    own = nested[node.value.id]
                    return Step(module, own, None, f"{own.name}()")
                fixture = self.fixture_named(node.value.id, module, (cls,))
                returned = _returned_function(fixture.function) if fixture else None
                if returned is not None:
                    return Step(fixture.module, returned, None, f"{returned.name}()")
        if depth < _BASE_DEPTH:
            for base_module, base in self.bases(cls, module):
                found = self.stored_fixture_function(base, name, base_module, depth + 1)
                if found is not None:
                    return found
        return None

    def bases(
        self, cls: ast.ClassDef, module: ModuleView
    ) -> Iterator[tuple[ModuleView, ast.ClassDef]]:
        return classes.project_bases(cls, module, self.follow, stars=self.star_imports)

    def _imported(self, node: ast.AST, module: ModuleView):
        """The project's function or class an imported name (or ``module.name``)
        stands for: (its module, its definition), or None."""
        qualified = module.imports.resolve(node)
        if qualified is not None:
            return find_definition(qualified, module.path, self.follow, self.star_imports)
        return self._star_imported(node.id, module) if isinstance(node, ast.Name) else None

    def _star_imported(self, name: str, module: ModuleView):
        """A name no import binds, from a ``from module import *`` of the project."""
        if self.star_imports:
            for star in module.imports.star_modules:
                found = find_definition(f"{star}.{name}", module.path, self.follow)
                if found is not None:
                    return found
        return None

    def _construction_edges(
        self, cls: ast.ClassDef, module: ModuleView, depth: int = 0
    ) -> list[Edge]:
        """What building an instance also does: the bases from outside the project
        it builds on, and entering it when it is a context manager (test code
        builds context managers to enter them, often through ``ExitStack``)
        or setting it up when it is a ``fixtures.Fixture``."""
        edges = []
        for base in cls.bases:
            if isinstance(base, ast.Name) and module.top_level(base.id) is not None:
                continue
            qualified = module.imports.resolve(base)
            if qualified and find_definition(qualified, module.path, self.follow) is None:
                edges.append(Edge(base, qualified, None, base=True))
        if depth < _BASE_DEPTH:
            for base_module, base in self.bases(cls, module):
                edges += self._construction_edges(base, base_module, depth + 1)
        # A `fixtures.Fixture` is built to be used (`self.useFixture(...)`,
        # or entered): its `_setUp` runs then.
        for name in ("__enter__", "__aenter__", "_setUp"):
            enter = self.method(cls, name, module)
            if enter is not None:
                edges.append(Edge(enter.function, None, enter))
        return edges

    # --- fixtures ------------------------------------------------------------------
    def fixtures_of(
        self, step: Step, classes=(), extra_names=(), exclude=frozenset()
    ) -> list[Step]:
        """The fixtures a test or fixture requests, found from its location
        (a fixture's, once per fixture: every test that gets it asks)."""
        if not (classes or extra_names or exclude):
            memo = self._store(step.module).memo
            key = ("fixtures of", step.key)
            cached = memo.get(key)
            if cached is None or cached[0] is not step.function:
                cached = memo[key] = (step.function, self._fixtures_of(step, (), (), frozenset()))
            return cached[1]
        return self._fixtures_of(step, classes, extra_names, exclude)

    def _fixtures_of(self, step: Step, classes, extra_names, exclude) -> list[Step]:
        names = [a.arg for a in (*step.function.args.posonlyargs, *step.function.args.args,
                                 *step.function.args.kwonlyargs)]
        names = [n for n in (*names, *extra_names) if n not in ("self", "cls", "request")]
        found = []
        for name in dict.fromkeys(names):
            if name in exclude:
                continue
            fixture = self.fixture_named(name, step.module, classes)
            if fixture is not None and fixture.function is not step.function:
                found.append(fixture)
        return found

    def fixture_named(self, name: str, module: ModuleView, classes=()) -> Step | None:
        """The fixture a test of ``module`` (in ``classes``) gets by that name,
        looked up once per module, name and classes: every test asks."""
        key = (self, "fixture", name, tuple(classes))
        found = module.memo.get(key)
        if found is None:
            found = module.memo[key] = (self._find_fixture(name, module, classes),)
        return found[0]

    def _find_fixture(self, name: str, module: ModuleView, classes) -> Step | None:
        for cls in reversed(classes):
            for fixture in defined_fixtures(module):
                if fixture.owner is cls and fixture.name == name:
                    return Step(module, fixture.function, cls, f"fixture {name}")
        for source in self._fixture_modules(module):
            for fixture in defined_fixtures(source):
                if fixture.owner is None and fixture.name == name:
                    return Step(source, fixture.function, None, f"fixture {name}")
            imported = source.imports.qualified(name)  # ``from .fixtures import db``
            if imported:
                definition = find_definition(imported, source.path, self.follow)
                if definition is not None and fixture_spec(definition[1], definition[0].imports):
                    return Step(definition[0], definition[1], None, f"fixture {name}")
        return None

    def autouse_fixtures(self, module: ModuleView, classes=()) -> list[Step]:
        """The autouse fixtures a test of ``module`` in ``classes`` gets (a new
        list each time; the fixtures are found once per module and classes)."""
        key = (self, "autouse", tuple(classes))
        found = module.memo.get(key)
        if found is None:
            found = module.memo[key] = self._find_autouse(module, classes)
        return list(found)

    def _find_autouse(self, module: ModuleView, classes) -> list[Step]:
        found = []
        for fixture in defined_fixtures(module):
            if fixture.autouse and fixture.owner is not None and fixture.owner in classes:
                found.append(Step(module, fixture.function, fixture.owner,
                                  f"autouse fixture {fixture.name}"))
        # pytest gives a class's tests the autouse fixtures of its bases too,
        # wherever those are defined.
        for base in (b for c in classes for b in class_ancestors(c, module, self.follow)):
            if base.cls is not None and base.cls not in classes:
                found += [
                    Step(base.module, fixture.function, base.cls, f"autouse fixture {fixture.name}")
                    for fixture in fixtures_of_class(base.cls, base.module) if fixture.autouse
                ]
        for source in self._fixture_modules(module):
            for fixture in defined_fixtures(source):
                if fixture.autouse and fixture.owner is None:
                    found.append(Step(source, fixture.function, None,
                                      f"autouse fixture {fixture.name}"))
        return found

    def _fixture_modules(self, module: ModuleView) -> list[ModuleView]:
        """The modules whose fixtures a module sees, those of the project only
        (worked out once per module: every test of the file asks)."""
        key = (self, "fixture modules")
        found = module.memo.get(key)
        if found is None:
            found = module.memo[key] = [
                m for m in fixture_modules(module) if m is module or self.follow(m.path)
            ]
        return found


def _self_attribute(target: ast.AST, name: str) -> bool:
    return (
        type(target) is ast.Attribute and target.attr == name
        and type(target.value) is ast.Name and target.value.id == "self"
    )


def _returned_function(fixture: ast.AST) -> ast.AST | None:
    """The function a fixture defines in its body and returns or yields."""
    nested = {node.name: node for node in fixture.body if type(node) in FUNCTION_TYPES}
    for node in walk_local(fixture):
        if type(node) in (ast.Return, ast.Yield) and type(node.value) is ast.Name and (
            node.value.id in nested
        ):
            return nested[node.value.id]
    return None


def _is_super_call(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "super"
    )
