"""A production module's classes reduced to their constructors: how many
named parameters each takes (``__init__``, dataclass / attrs / NamedTuple /
pydantic fields, inherited ones followed through the project's own bases),
and names resolved to the project's own classes. Read with plain ``ast`` from
the class definitions, once per module and process; the trees are dropped."""

from __future__ import annotations

import ast
import os
from typing import NamedTuple

from flake8_testarch.project.modules import ModuleView, follow, in_project, reduced_reader
from flake8_testarch.semantic.imports import ImportMap
from flake8_testarch.suite.suite_scope import SuiteScope

_MAX_BASE_DEPTH = 8

# A class key: (absolute path of the defining module, class name).
ClassKey = tuple[str, str]


class Params(NamedTuple):
    """A constructor's named parameters (``self``, ``*args``, ``**kwargs`` aside)."""

    total: int
    required: int


class _ClassFacts(NamedTuple):
    """What a production class's constructor is made of, read once from its
    definition: the index keeps these, never the module's syntax tree."""

    name: str
    # Per base class (``Base[T]`` read as ``Base``): the dotted name it stands
    # for through the module's imports (None when none), and its plain name
    # when it is written as one.
    bases: tuple[tuple[str | None, str | None], ...]
    # A dataclass / attrs class whose decorator does not say ``init=False``.
    dataclass: bool
    has_init: bool
    # The own ``__init__``'s named parameters; None without one, or when it
    # takes only ``*args``/``**kwargs`` (the base class decides).
    init: Params | None
    # The annotated / ``field()`` attributes as (total, required); read only
    # for a class without its own ``__init__``.
    fields: tuple[int, int]


class _ModuleFacts:
    """A production module reduced to what resolving names to classes needs."""

    __slots__ = ("path", "imports", "definitions", "assigned")

    def __init__(self, view: ModuleView):
        self.path = view.path
        self.imports = view.imports
        # Top-level functions and classes by name (the last one wins): a
        # class's facts, or None for a function.
        self.definitions: dict[str, _ClassFacts | None] = {
            name: _class_facts(definition, view.imports)
            if isinstance(definition, ast.ClassDef) else None
            for name, definition in view.definitions().items()
            if definition is not None
        }
        # Names given a value by a module-level assignment.
        assigned = set()
        for statement in view.tree.body:
            if isinstance(statement, ast.Assign):
                assigned.update(t.id for t in statement.targets if isinstance(t, ast.Name))
            elif (
                isinstance(statement, ast.AnnAssign)
                and statement.value is not None
                and isinstance(statement.target, ast.Name)
            ):
                assigned.add(statement.target.id)
        self.assigned = frozenset(assigned)

    def top_level(self, name: str):
        """What the module binds ``name`` to itself: a class's facts, ``DEFINED``
        for a function or an assigned value, None when it does not."""
        if name in self.definitions:
            found = self.definitions[name]
            return found if found is not None else DEFINED
        return DEFINED if name in self.assigned else None


# A name a module binds to something that is not a class.
DEFINED = object()

# Production modules are kept as these facts, never as trees.
_read_module_facts = reduced_reader(_ModuleFacts)


class Resolver:
    """Names to the project's own classes, with answers kept per importing
    folder; ``production`` says which modules count."""

    def __init__(self, scope: SuiteScope):
        self.scope = scope
        self._classes: dict[tuple[str, str], ClassKey | None] = {}

    def production(self, path: str) -> bool:
        return in_project(path, self.scope.root) and not self.scope.is_test_code(path)

    def in_project(self, path: str) -> bool:
        return in_project(path, self.scope.root)

    def class_for(self, qualified: str, importer: str) -> ClassKey | None:
        """The production class a dotted name stands for in ``importer``,
        following re-exports (star imports too), or None."""
        key = (qualified, os.path.dirname(importer))
        if key not in self._classes:
            found = self._follow(qualified, importer)
            self._classes[key] = (
                (found[0].path, found[1].name)
                if found is not None and self.production(found[0].path)
                else None
            )
        return self._classes[key]

    def _follow(self, qualified: str, importer: str):
        """``(module facts, class facts)`` for a dotted name, in the project, or None."""
        found = follow(
            qualified, importer, _read_module_facts, self.in_project, stars=True
        )
        return found if found is not None and found[1] is not DEFINED else None

    def base_class(self, base: tuple[str | None, str | None], module: _ModuleFacts):
        """A base class of a class in ``module`` to its facts, when the project defines it."""
        qualified, plain = base
        if plain is not None:
            local = module.definitions.get(plain)
            if local is not None:
                return module, local
        if qualified is None:
            return None
        return self._follow(qualified, module.path)

    def params(self, key: ClassKey) -> Params | None:
        module = _read_module_facts(key[0])
        definition = module.definitions.get(key[1]) if module is not None else None
        return constructor_params(self, module, definition) if definition is not None else None


# --- constructor parameters ------------------------------------------------------

_DATACLASS_DECORATORS = frozenset(
    {
        "dataclasses.dataclass", "attr.s", "attr.attrs", "attr.define", "attr.frozen",
        "attr.mutable", "attr.dataclass", "attrs.define", "attrs.frozen", "attrs.mutable",
        "attrs.attrs", "pydantic.dataclasses.dataclass",
    }
)
_FIELD_BASES = frozenset(
    {
        "typing.NamedTuple", "typing_extensions.NamedTuple", "pydantic.BaseModel",
        "pydantic.main.BaseModel", "msgspec.Struct",
    }
)
_NEUTRAL_BASES = frozenset(
    {"object", "typing.Generic", "typing.Protocol", "abc.ABC", "typing_extensions.Protocol"}
)
_FIELD_CALLS = frozenset({"field", "ib", "attrib", "Field"})


def constructor_params(resolver: Resolver, module: _ModuleFacts, cls: _ClassFacts, depth=0):
    """The named parameters a class's constructor takes, or None when that
    cannot be told from the project's source (an unknown base, ``*args`` only)."""
    if depth > _MAX_BASE_DEPTH:
        return None
    if cls.has_init:
        if cls.init is not None:
            return cls.init
    elif cls.dataclass or _has_field_base(resolver, cls, module, depth):
        total, required = cls.fields
        inherited = _inherited(resolver, module, cls, depth, fields_only=True)
        if inherited is None:
            return Params(total, required)
        return Params(total + inherited.total, required + inherited.required)
    return _inherited(resolver, module, cls, depth, fields_only=False)


def _inherited(resolver, module: _ModuleFacts, cls: _ClassFacts, depth, fields_only: bool):
    for base in cls.bases:
        qualified, plain = base
        name = qualified or plain
        if name in _NEUTRAL_BASES or name in _FIELD_BASES:
            continue
        found = resolver.base_class(base, module)
        if found is None:
            return None
        base_module, base_class = found
        if fields_only and not (
            base_class.dataclass or _has_field_base(resolver, base_class, base_module, depth + 1)
        ):
            continue
        return constructor_params(resolver, base_module, base_class, depth + 1)
    return None if fields_only else Params(0, 0)


def _has_field_base(resolver, cls: _ClassFacts, module: _ModuleFacts, depth: int) -> bool:
    """Whether a class is a NamedTuple / pydantic model / msgspec struct, directly
    or through the project's own bases: its annotations are its parameters."""
    if depth > _MAX_BASE_DEPTH:
        return False
    for base in cls.bases:
        if base[0] in _FIELD_BASES:
            return True
        found = resolver.base_class(base, module)
        if found is not None and _has_field_base(resolver, found[1], found[0], depth + 1):
            return True
    return False


def _class_facts(cls: ast.ClassDef, imports: ImportMap) -> _ClassFacts:
    bases = []
    for base in cls.bases:
        target = base.value if isinstance(base, ast.Subscript) else base
        bases.append((imports.resolve(target), target.id if type(target) is ast.Name else None))
    init = _own_init(cls)
    return _ClassFacts(
        name=cls.name,
        bases=tuple(bases),
        dataclass=_is_dataclass_like(cls, imports),
        has_init=init is not None,
        init=_signature(init) if init is not None else None,
        fields=_fields(cls) if init is None else (0, 0),
    )


def _own_init(cls: ast.ClassDef):
    found = None
    for statement in cls.body:
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if statement.name == "__init__" and not any(
                (getattr(d, "attr", None) or getattr(d, "id", None)) == "overload"
                for d in statement.decorator_list
            ):
                found = statement
    return found


def _signature(init) -> Params | None:
    args = init.args
    positional = [*args.posonlyargs, *args.args][1:]
    named = len(positional) + len(args.kwonlyargs)
    if named == 0 and (args.vararg or args.kwarg):
        return None  # passes everything on: the base class decides
    required = len(positional) - len(args.defaults)
    required += sum(1 for default in args.kw_defaults if default is None)
    return Params(named, max(required, 0))


def _is_dataclass_like(cls: ast.ClassDef, imports: ImportMap) -> bool:
    for decorator in cls.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        name = imports.resolve(target) or getattr(target, "id", None)
        if name in _DATACLASS_DECORATORS:
            if isinstance(decorator, ast.Call) and any(
                k.arg == "init" and isinstance(k.value, ast.Constant) and k.value.value is False
                for k in decorator.keywords
            ):
                return False
            return True
    return False


def _fields(cls: ast.ClassDef) -> tuple[int, int]:
    total = required = 0
    for statement in cls.body:
        if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
            annotation = ast.unparse(statement.annotation)
            if "ClassVar" in annotation or "KW_ONLY" in annotation:
                continue
            value = statement.value
        elif isinstance(statement, ast.Assign) and _field_call(statement.value):
            value = statement.value
        else:
            continue
        if _field_call(value):
            keywords = {k.arg: k.value for k in value.keywords}
            init = keywords.get("init")
            if isinstance(init, ast.Constant) and init.value is False:
                continue
            has_default = bool(
                {"default", "default_factory", "factory"} & keywords.keys()
            ) or (
                bool(value.args)
                and not (isinstance(value.args[0], ast.Constant) and value.args[0].value is ...)
            )
        else:
            has_default = value is not None
        total += 1
        required += not has_default
    return total, required


def _field_call(value) -> bool:
    if not isinstance(value, ast.Call):
        return False
    func = value.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    return name in _FIELD_CALLS
