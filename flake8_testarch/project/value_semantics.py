"""Whether instances of a class compare by value or by identity, judged from
the class's code: its own ``__eq__``/``__ne__``, a dataclass or attrs
decorator (and its ``eq=``), a named tuple, enum or pydantic base, its bases
in the file and in the project's modules; and, where the code alone cannot
tell, from astroid's reading of the bases in other modules. Nothing is
imported or run.
"""

from __future__ import annotations

import ast
import builtins
import os

from flake8_testarch.project.classes import bases as class_bases
from flake8_testarch.project.modules import find_definition
from flake8_testarch.project.roots import in_standard_library
from flake8_testarch.semantic.model import FUNCTION_TYPES, Scope
from flake8_testarch.syntax import walk_scope

# What a class is, as far as == goes.
VALUE = "value"  # __eq__ somewhere in its hierarchy (or a decorator or base that adds one)
IDENTITY = "identity"  # object's __eq__: identity
ASTROID = "astroid"  # decided by bases from another module: ask astroid
UNSURE = "unsure"

DATACLASS_DECORATORS = frozenset(
    {"dataclasses.dataclass", "pydantic.dataclasses.dataclass"}
)
ATTRS_DECORATORS = frozenset(
    {
        "attr.s", "attr.attrs", "attr.attributes", "attr.define", "attr.mutable",
        "attr.frozen", "attr.dataclass", "attrs.define", "attrs.mutable", "attrs.frozen",
    }
)
# Decorators that leave == alone.
NEUTRAL_DECORATORS = frozenset(
    {"functools.total_ordering", "typing.final", "typing_extensions.final",
     "typing.runtime_checkable", "typing_extensions.runtime_checkable"}
)
NEUTRAL_METACLASSES = frozenset({"abc.ABCMeta", "builtins.type", "type"})
# Bases, by qualified name, whose == is known without reading them.
KNOWN_BASES = {
    "object": IDENTITY,
    "builtins.object": IDENTITY,
    "abc.ABC": IDENTITY,
    "typing.Generic": IDENTITY,
    "typing.Protocol": IDENTITY,
    "typing_extensions.Protocol": IDENTITY,
    "typing.NamedTuple": VALUE,
    "typing_extensions.NamedTuple": VALUE,
    "typing.TypedDict": VALUE,
    "typing_extensions.TypedDict": VALUE,
    "collections.namedtuple": VALUE,
    "pydantic.BaseModel": VALUE,
    "pydantic.main.BaseModel": VALUE,
}
VALUE_BASE_MODULES = ("enum", "pydantic")
# Modules whose classes set up their comparisons at run time.
DYNAMIC_BASE_MODULES = ("unittest.mock", "mock")
_MAX_CLASS_DEPTH = 8


class ClassJudge:
    """VALUE, IDENTITY, ASTROID or UNSURE for a class of the linted file, from
    its ``ast``; ``ctx`` is the file's context (its semantic model and names)."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.model = ctx.semantic

    def judge(self, cls: ast.ClassDef, depth: int = 0) -> str:
        if depth > _MAX_CLASS_DEPTH:
            return UNSURE
        verdicts = [_own_semantics(statement) for statement in cls.body]
        if VALUE in verdicts:
            return VALUE
        verdicts += [self._decorator(decorator) for decorator in cls.decorator_list]
        for keyword in cls.keywords:
            if keyword.arg == "metaclass":
                name = self.ctx.resolve(keyword.value) or _builtin_name(keyword.value)
                verdicts.append(IDENTITY if name in NEUTRAL_METACLASSES else UNSURE)
        # Bases are read in the scope around the class.
        around = self.model.scope_of(cls).parent
        verdicts += [self._base(base, around, depth) for base in cls.bases]
        return _combine(verdicts)

    def _decorator(self, decorator: ast.AST) -> str:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        name = self.ctx.resolve(target)
        if name in NEUTRAL_DECORATORS or (name or "").startswith("pytest.mark."):
            return IDENTITY
        if name in DATACLASS_DECORATORS or name in ATTRS_DECORATORS:
            keywords = decorator.keywords if isinstance(decorator, ast.Call) else ()
            return _eq_keyword(keywords, name in ATTRS_DECORATORS)
        return UNSURE

    def _base(self, base: ast.AST, around: Scope, depth: int) -> str:
        if isinstance(base, ast.Subscript):
            base = base.value
        if isinstance(base, ast.Call):
            name = self.ctx.call_name(base)
            if name in ("collections.namedtuple", "typing.NamedTuple"):
                return VALUE
            return UNSURE
        if isinstance(base, ast.Name):
            _scope, bindings = self.model.binding_scope(base.id, around)
            if not bindings:
                return _builtin_base(base.id)
            if len(bindings) != 1:
                return UNSURE
            kind, value = bindings[0].kind, bindings[0].assigned
            if kind == "definition" and isinstance(bindings[0].value, ast.ClassDef):
                return self.judge(bindings[0].value, depth + 1)
            if kind == "import":
                return _imported_base(self.ctx.imports.qualified(base.id))
            if isinstance(value, ast.Call):
                if self.ctx.call_name(value) in ("collections.namedtuple", "typing.NamedTuple"):
                    return VALUE
            return UNSURE
        if isinstance(base, ast.Attribute):
            return _imported_base(self.ctx.resolve(base))
        return UNSURE


def imported_class_semantics(qualified: str, importer: str) -> str:
    """VALUE, IDENTITY or UNSURE for a class the project's source defines
    (``qualified`` as imported in ``importer``), read from that source and
    its bases': no inference. UNSURE when the class is not the project's, or
    something in it is decided at run time (a base, decorator or metaclass
    from outside the project that is not known)."""
    found = find_definition(qualified, importer, _in_project_source)
    if found is None or not isinstance(found[1], ast.ClassDef):
        return UNSURE
    return _class_semantics(found[0], found[1], 0)


def imported_factory_semantics(qualified: str, importer: str) -> str:
    """VALUE, IDENTITY or UNSURE for what a function the project's source
    defines returns: the verdict on the classes its ``return`` statements
    construct (``return Order(...)``), UNSURE when one returns anything else."""
    found = _returned(qualified, importer)
    if not found:
        return UNSURE
    verdict = _combine([_class_semantics(module, cls, 0) for module, cls in found])
    return UNSURE if verdict == ASTROID else verdict


def returned_classes(qualified: str, importer: str) -> list[str]:
    """The names of the classes a project function returns instances of
    (see ``imported_factory_semantics``)."""
    return sorted(cls.name for _module, cls in _returned(qualified, importer))


def _returned(qualified: str, importer: str) -> list:
    """(module, class) for each class a project function's ``return``
    statements construct; empty when one returns anything else."""
    found = find_definition(qualified, importer, _in_project_source)
    if found is None or type(found[1]) not in FUNCTION_TYPES:
        return []
    module, function = found
    classes = []
    for node in walk_scope(function):
        if isinstance(node, (ast.Yield, ast.YieldFrom)):
            return []
        if not isinstance(node, ast.Return):
            continue
        value = node.value
        if not isinstance(value, ast.Call):
            return []
        func = value.func
        local = module.top_level(func.id) if isinstance(func, ast.Name) else None
        if isinstance(local, ast.ClassDef):
            classes.append((module, local))
            continue
        name = module.imports.resolve(func)
        built = find_definition(name, module.path, _in_project_source) if name else None
        if built is None or not isinstance(built[1], ast.ClassDef):
            return []
        classes.append(built)
    return classes


def _class_semantics(module, cls: ast.ClassDef, depth: int) -> str:
    if depth > _MAX_CLASS_DEPTH:
        return UNSURE
    verdicts = [_own_semantics(statement) for statement in cls.body]
    if VALUE in verdicts:
        return VALUE
    for decorator in cls.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        name = module.imports.resolve(target)
        if name in NEUTRAL_DECORATORS or (name or "").startswith("pytest.mark."):
            verdicts.append(IDENTITY)
        elif name in DATACLASS_DECORATORS or name in ATTRS_DECORATORS:
            keywords = decorator.keywords if isinstance(decorator, ast.Call) else ()
            verdicts.append(_eq_keyword(keywords, name in ATTRS_DECORATORS))
        else:
            verdicts.append(UNSURE)
    for keyword in cls.keywords:
        if keyword.arg == "metaclass":
            name = module.imports.resolve(keyword.value) or _builtin_name(keyword.value)
            verdicts.append(IDENTITY if name in NEUTRAL_METACLASSES else UNSURE)
    for written, base in zip(cls.bases, class_bases(cls, module, _in_project_source)):
        if isinstance(written, ast.Call):
            named = module.imports.resolve(written.func)
            verdicts.append(VALUE if named in ("collections.namedtuple", "typing.NamedTuple")
                            else UNSURE)
        elif base.cls is not None:
            verdicts.append(_class_semantics(base.module, base.cls, depth + 1))
        elif base.name is not None:
            verdicts.append(_imported_base(base.name))
        elif isinstance(written, ast.Name):
            verdicts.append(_builtin_base(written.id))
        else:
            verdicts.append(UNSURE)
    verdict = _combine(verdicts)
    return UNSURE if verdict == ASTROID else verdict


def _in_project_source(path: str) -> bool:
    return not in_site_packages(path)


def _imported_base(name: str | None) -> str:
    if not name:
        return UNSURE
    if name in KNOWN_BASES:
        return KNOWN_BASES[name]
    if name.split(".", 1)[0] in VALUE_BASE_MODULES:
        return VALUE
    if _in_modules(name.rsplit(".", 1)[0], DYNAMIC_BASE_MODULES):
        return UNSURE
    return ASTROID


def _in_modules(module: str, modules) -> bool:
    return any(module == name or module.startswith(name + ".") for name in modules)


def _builtin_base(name: str) -> str:
    """A base named without an import: a builtin, or unknown (a star import)."""
    if name == "object":
        return IDENTITY
    value = getattr(builtins, name, None)
    if not isinstance(value, type):
        return UNSURE
    if issubclass(value, BaseException):
        return IDENTITY  # exceptions compare by identity
    if any("__eq__" in vars(klass) for klass in value.__mro__ if klass is not object):
        return VALUE
    return UNSURE


def _builtin_name(node: ast.AST) -> str | None:
    return node.id if isinstance(node, ast.Name) else None


def _eq_keyword(keywords, attrs_style: bool) -> str:
    """A dataclass or attrs decorator: VALUE unless eq=False (or attrs' cmp=False)."""
    constant = ast.Constant
    return _eq_option([(k.arg, _constant(k.value, constant)) for k in keywords], attrs_style)


_UNKNOWN = object()


def _constant(node, constant_type):
    return node.value if isinstance(node, constant_type) else _UNKNOWN


def _eq_option(keywords, attrs_style: bool) -> str:
    """``keywords``: (name or None for ``**``, constant value or _UNKNOWN)."""
    names = ("eq", "cmp") if attrs_style else ("eq",)
    given = [value for name, value in keywords if name in names]
    if any(value is _UNKNOWN for value in given):
        return UNSURE
    if any(value is False for value in given):
        return IDENTITY
    if given and all(value is True for value in given):
        return VALUE
    if any(name is None for name, _value in keywords):
        return UNSURE  # **options may say eq=False
    return VALUE


# Methods that make == something else than identity, or instances something
# else than fresh objects (a __new__ may hand out cached ones: a singleton).
EQ_METHODS = ("__eq__", "__ne__")


def _own_semantics(statement: ast.AST) -> str | None:
    """VALUE for a class-body statement that defines __eq__/__ne__, UNSURE for
    one that defines __new__, None for anything else."""
    if isinstance(statement, FUNCTION_TYPES):
        names = [statement.name]
    elif isinstance(statement, ast.Assign):
        names = [t.id for t in statement.targets if isinstance(t, ast.Name)]
    elif isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
        names = [statement.target.id]
    else:
        return None
    if any(name in EQ_METHODS for name in names):
        return VALUE
    return UNSURE if "__new__" in names else None


def _combine(verdicts) -> str:
    if VALUE in verdicts:
        return VALUE
    if UNSURE in verdicts:
        return UNSURE
    if ASTROID in verdicts:
        return ASTROID
    return IDENTITY


def in_site_packages(path: str) -> bool:
    parts = os.path.normpath(path).split(os.sep)
    return "site-packages" in parts or "dist-packages" in parts


class AstroidJudge:
    """VALUE, IDENTITY or UNSURE for an astroid class, bases in other modules included."""

    def __init__(self, ctx):
        self.ctx = ctx

    def is_project_class(self, klass) -> bool:
        """A class of the linted file or of a project module astroid could read:
        not builtins, the standard library, an installed package or a C extension."""
        module = klass.root()
        path = getattr(module, "file", None)
        if not path:
            return False
        if os.path.abspath(path) == os.path.abspath(self.ctx.filename):
            return True
        if not getattr(module, "pure_python", False) or not path.endswith(".py"):
            return False
        return not (in_site_packages(path) or in_standard_library(module.name))

    def judge(self, klass, depth: int = 0) -> str:
        if depth > _MAX_CLASS_DEPTH or self.ctx.inference.exhausted:
            return UNSURE
        qname = klass.qname()
        if qname in KNOWN_BASES:
            return KNOWN_BASES[qname]
        module = klass.root()
        if module.name.split(".", 1)[0] in VALUE_BASE_MODULES:
            return VALUE
        if _in_modules(module.name, DYNAMIC_BASE_MODULES):
            return UNSURE
        if module.name == "builtins":
            # astroid lists inherited methods of builtins as their own: ask Python.
            return _builtin_base(klass.name)
        if not getattr(module, "pure_python", False):
            return UNSURE
        if any(name in klass.locals for name in EQ_METHODS):
            return VALUE
        verdicts = [UNSURE] if "__new__" in klass.locals else []
        for decorator in klass.decorators.nodes if klass.decorators else ():
            verdicts.append(self._decorator(decorator))
        for keyword in klass.keywords or ():
            if keyword.arg == "metaclass":
                metaclasses = self._infer(keyword.value)
                names = {getattr(value, "qname", lambda: None)() for value in metaclasses or ()}
                verdicts.append(
                    IDENTITY if names and names <= NEUTRAL_METACLASSES else UNSURE
                )
        for base in klass.bases:
            values = self._infer(base)
            if not values or not all(_is_class(value) for value in values):
                verdicts.append(UNSURE)
                continue
            verdicts += [self.judge(value, depth + 1) for value in values]
        verdict = _combine(verdicts)
        return UNSURE if verdict == ASTROID else verdict

    def _decorator(self, decorator) -> str:
        from astroid import nodes

        target = decorator.func if isinstance(decorator, nodes.Call) else decorator
        name = _astroid_dotted(target)
        if name in NEUTRAL_DECORATORS or (name or "").startswith("pytest.mark."):
            return IDENTITY
        if name in DATACLASS_DECORATORS or name in ATTRS_DECORATORS:
            keywords = decorator.keywords if isinstance(decorator, nodes.Call) else ()
            return _astroid_eq_keyword(keywords or (), name in ATTRS_DECORATORS)
        return UNSURE

    def _infer(self, node) -> list | None:
        return self.ctx.inference.infer_node(node)


def _is_class(value) -> bool:
    from astroid import nodes

    return isinstance(value, nodes.ClassDef)


def _astroid_eq_keyword(keywords, attrs_style: bool) -> str:
    from astroid import nodes

    return _eq_option([(k.arg, _constant(k.value, nodes.Const)) for k in keywords], attrs_style)


def _astroid_dotted(node) -> str | None:
    """The qualified name an astroid Name/Attribute stands for, through the
    imports of its module, without inferring anything."""
    from astroid import nodes

    attributes = []
    while isinstance(node, nodes.Attribute):
        attributes.append(node.attrname)
        node = node.expr
    if not isinstance(node, nodes.Name):
        return None
    try:
        _scope, statements = node.lookup(node.name)
    except Exception:
        return None
    if len(statements) != 1:
        return None
    statement = statements[0]
    if isinstance(statement, nodes.Import):
        root = statement.real_name(node.name)
    elif isinstance(statement, nodes.ImportFrom):
        module = statement.modname
        if statement.level:
            module = statement.root().relative_to_absolute_name(module, statement.level)
        root = f"{module}.{statement.real_name(node.name)}"
    elif isinstance(statement, (nodes.ClassDef, nodes.FunctionDef)):
        root = statement.qname()
    else:
        return None
    return ".".join([root, *reversed(attributes)])
