"""Which project class an expression holds an instance of, for the call
graph (``CallGraph`` takes these methods): ``Helper()`` itself, a name bound
to one, ``self.<attribute>`` set by the class's methods or its bases'
(a base's ``setUp``), an attribute of such an instance (``self.cmp.compare``),
what an instance's ``__call__`` returns, what a requested fixture returns or
yields, and the methods a class only has
through ``__getattr__``. Classes are found as syntax, in the module or the
project modules it imports, never imported."""

from __future__ import annotations

import ast

from flake8_testarch.project.modules import ModuleView, find_definition
from flake8_testarch.suite._local_facts import LocalFacts, assignments
from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.suite.steps import Step
from flake8_testarch.semantic.model import model_of
from flake8_testarch.semantic.reading import parameters
from flake8_testarch.syntax import on_self, walk_local

# How many attributes or calls deep an instance is followed (``self.a.b(...)``).
_ATTRIBUTE_DEPTH = 3
_GIVING = (ast.Return, ast.Yield)


class InstanceClasses:
    """Mixin of ``CallGraph``: it provides ``method``, ``bases``,
    ``fixture_named``, ``_imported`` and ``_store``."""

    def _dispatched(self, module: ModuleView, cls: ast.ClassDef):
        """A method the class does not define, reached through its
        ``__getattr__``: the ``__call__`` of the project class whose
        instance ``__getattr__`` returns (``return Method(self, name)``),
        else ``__getattr__`` itself."""
        getattr_step = self.method(cls, "__getattr__", module)
        if getattr_step is None:
            return None
        made = self._returned_instance(module, cls, "__getattr__")
        called = self.method(made[1], "__call__", made[0]) if made is not None else None
        return called or getattr_step

    def _instance_class(self, receiver: ast.AST, step: Step, facts: LocalFacts, depth: int = 0):
        """The project class whose instance ``receiver`` holds: ``Class(...)``
        itself (``Helper().check()``), a name bound to ``Class(...)`` (or
        ``with Class(...) as name``) in this function, or a
        ``self.<attribute>`` assigned ``Class(...)`` in the owner class."""
        values: list[ast.AST] = []
        if isinstance(receiver, ast.Call) and depth < _ATTRIBUTE_DEPTH and isinstance(
            receiver.func, ast.Attribute
        ):
            # ``self.cmp.compare(...)``: an instance called, giving what its
            # class's ``__call__`` returns (``return Foreach(...)``).
            called = self._instance_class(receiver.func, step, facts, depth + 1)
            if called is not None:
                return self._returned_instance(*called, "__call__")
        if isinstance(receiver, ast.Call):
            values = [receiver]
        elif isinstance(receiver, ast.Name):
            values = facts.values(receiver.id)
            if not values and depth < _ATTRIBUTE_DEPTH:
                return self._requested_fixture_class(receiver.id, step, depth)
        elif (
            isinstance(receiver, ast.Attribute)
            and isinstance(receiver.value, ast.Name)
            and receiver.value.id == "self"
            and step.owner is not None
        ):
            return self._attribute_class(step.owner, step.module, receiver.attr)
        elif isinstance(receiver, ast.Attribute) and depth < _ATTRIBUTE_DEPTH:
            # ``self.cmp.compare``: an attribute its class's methods set on
            # an instance of a project class (``self.compare = Foreach(...)``).
            holder = self._instance_class(receiver.value, step, facts, depth + 1)
            if holder is not None:
                return self._attribute_class(holder[1], holder[0], receiver.attr)
        return self._made(values, step.module, facts)

    def _requested_fixture_class(self, name: str, step: Step, depth: int):
        """The project class whose instance the fixture a test or fixture
        requests as parameter ``name`` gives it: what the fixture returns
        or yields (``return Differ()``, ``checker = Checker(v); yield checker``),
        or the class it gives itself (``return Helpers``)."""
        function = step.function
        if not isinstance(function, FUNCTION_TYPES) or all(
            parameter.arg != name for parameter in parameters(function)
        ):
            return None
        classes = (step.owner,) if step.owner is not None else ()
        fixture = self.fixture_named(name, step.module, classes)
        if fixture is None:
            return None
        model = None if fixture.module.shared else model_of(fixture.module)
        facts = LocalFacts(fixture.function, model)
        for node in walk_local(fixture.function):
            if type(node) in _GIVING and node.value is not None:
                found = self._instance_class(node.value, fixture, facts, depth + 1)
                if found is None and type(node.value) in (ast.Name, ast.Attribute):
                    # `return Helpers`: the class itself, whose static and
                    # class methods the test calls through it.
                    found = self._class_named(node.value, fixture.module)
                if found is not None:
                    return found
        return None

    def _returned_instance(self, module: ModuleView, cls: ast.ClassDef, name: str):
        """The project class whose instance the method ``name`` of ``cls``
        returns (``return Foreach(...)``)."""
        method = self.method(cls, name, module)
        if method is None:
            return None
        returned = [
            node.value for node in ast.walk(method.function)
            if type(node) is ast.Return and node.value is not None
        ]
        return self._made(returned, method.module)

    def _attribute_class(self, cls: ast.ClassDef, module: ModuleView, name: str):
        """The project class whose instance the methods of ``cls`` (or of
        its bases: a base's ``setUp``) assign to ``self.<name>``."""
        for owner_module, owner in ((module, cls), *self.bases(cls, module)):
            values = self._self_attributes(owner, owner_module).get(name)
            if values:
                return self._made(values, owner_module)
        return None

    def _made(self, values: list[ast.AST], module: ModuleView, facts: LocalFacts | None = None):
        """The project class the first of ``values`` that builds one builds;
        ``facts``: the function the values are in, for the imports it makes
        itself (``from pkg.testing import Checker`` inside a fixture)."""
        for value in values:
            if isinstance(value, ast.Call):
                cls = self._class_named(value.func, module)
                if cls is None and facts is not None:
                    imported = facts.resolve(value.func)
                    found = imported and find_definition(
                        imported, module.path, self.follow, self.star_imports
                    )
                    cls = found if found and isinstance(found[1], ast.ClassDef) else None
                if cls is not None:
                    return cls
        return None

    def _self_attributes(self, cls: ast.ClassDef, module: ModuleView) -> dict[str, list[ast.AST]]:
        """``self.<name> = <value>`` assignments in a class's methods, by name."""
        memo = self._store(module).memo
        key = ("attributes", id(cls))
        cached = memo.get(key)
        if cached is not None and cached[0] is cls:
            return cached[1]
        found: dict[str, list[ast.AST]] = {}
        for method in cls.body:
            if isinstance(method, FUNCTION_TYPES):
                for node in assignments(method):
                    for target in node.targets:
                        if on_self(target):
                            found.setdefault(target.attr, []).append(node.value)
        memo[key] = (cls, found)
        return found

    def _class_named(self, func: ast.AST, module: ModuleView):
        if isinstance(func, ast.Name):
            local = module.top_level(func.id)
            if isinstance(local, ast.ClassDef):
                return module, local
        found = self._imported(func, module)
        if found is not None and isinstance(found[1], ast.ClassDef):
            return found
        return None
