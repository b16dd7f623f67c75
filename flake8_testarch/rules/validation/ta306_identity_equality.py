"""An equality assertion on objects that compare by identity.

## What it flags
`assert a == b`, `assert a != b`, `self.assertEqual(a, b)` and
`self.assertNotEqual(a, b)` (and their `assertEquals` spellings) in a test
file, when both sides are instances of classes of the project that have no
value semantics: no `__eq__` anywhere in the class hierarchy but `object`'s,
and not a dataclass, an attrs class, a `NamedTuple`/`namedtuple`, an enum or
a pydantic model. `@dataclass(eq=False)` and attrs' `eq=False` give no value
semantics; exceptions have none either.

Each side's class must be known for sure: a constructor call, a name bound
to one (`expected = Order(...)`), `self.x` set in the test class, or what a
helper of the file returns, read from the code around it. A class whose
bases come from another module, and objects made by classes or factories
imported from the project, are checked with type inference. When either
side is anything else (a parameter, a fixture, an attribute, a method's
result, a literal, a matcher such as `mock.ANY`), the rule stays silent:
Python asks both sides' `__eq__`, and a test of an `__eq__` compares its
class with foreign objects on purpose. Classes of the standard library,
builtins and C extensions, bases that cannot be resolved, and unknown
decorators and metaclasses are never reported.

## Why it is bad
Without `__eq__`, `==` is `is`. An assertion that two equal-looking objects
are equal always fails, and `!=` between two of them always passes, whatever
the code under test does. When `==` does pass, it says the code handed back
the very object the test gave it, not that it computed the right value.

## Example
```python
class Order:
    def __init__(self, items):
        self.items = items


def build_order(*items):
    return Order(list(items))


def test_orders_with_different_items_differ():
    assert build_order("tea") != build_order("coffee")
```

## Use instead
```python
import dataclasses


@dataclasses.dataclass
class Order:
    items: list


def build_order(*items):
    return Order(list(items))


def test_orders_with_different_items_differ():
    assert build_order("tea") != build_order("coffee")


def test_orders_with_the_same_items_are_equal():
    assert build_order("tea") == build_order("tea")
```

When the same object is what the test means, say so with `is`.

## Options
None. The time budget for inference is `--testarch-inference-budget`.
"""

from __future__ import annotations

import ast
import builtins
import functools
import os
import sys
import weakref

from flake8_testarch.semantic.bindings import (
    is_none,
    local_definition,
    parameters,
    self_attribute_values,
)
from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.project.classes import bases as class_bases
from flake8_testarch.project.modules import find_definition, project_module_folder
from flake8_testarch.core.rule import Hit, Later, Rule, calls_named
from flake8_testarch.core.syntax import child_fields

RULE = Rule(
    code="TA306",
    name="identity-equality",
    summary="an equality assertion on objects that compare by identity",
    message=(
        "{cls} has no __eq__, so {op} compares identity; compare the fields that matter, "
        "give {cls} value semantics (a dataclass, attrs, or __eq__), or use 'is' if the "
        "same object is meant"
    ),
    needs_inference=True,
)

EQUALITY_METHODS = {
    "assertEqual": "assertEqual",
    "assertEquals": "assertEqual",
    "failUnlessEqual": "assertEqual",
    "assertNotEqual": "assertNotEqual",
    "assertNotEquals": "assertNotEqual",
    "failIfEqual": "assertNotEqual",
}

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
_MAX_DEPTH = 4
_MAX_CLASS_DEPTH = 8


# --- which comparisons ------------------------------------------------------------


def _equalities(test: ast.AST, found: list) -> list:
    """Append (left, right, operator) for each == / != in an assert's test to ``found``."""
    kind = type(test)
    if kind is ast.Compare:
        for op in test.ops:
            if type(op) is not ast.Eq and type(op) is not ast.NotEq:
                return found
        left = test.left
        for op, right in zip(test.ops, test.comparators):
            found.append((left, right, "==" if type(op) is ast.Eq else "!="))
            left = right
    elif kind is ast.BoolOp and type(test.op) is ast.And:
        for value in test.values:
            _equalities(value, found)
    return found


def visit_Assert(node: ast.Assert, ctx):
    produced = []
    for left, right, symbol in _equalities(node.test, []):
        found = _check(node, left, right, symbol, ctx)
        if found:
            produced += found
            if isinstance(found[0], Hit):
                break  # one report per assert
    return produced


@calls_named(EQUALITY_METHODS)
def visit_Call(node: ast.Call, ctx):
    func = node.func
    if not (isinstance(func, ast.Attribute) and func.attr in EQUALITY_METHODS):
        return None
    if not (isinstance(func.value, ast.Name) and func.value.id == "self"):
        return None
    arguments = list(node.args[:2])
    keywords = {keyword.arg: keyword.value for keyword in node.keywords}
    for name in ("first", "second"):
        if name in keywords:
            arguments.append(keywords[name])
    if len(arguments) != 2:
        return None
    return _check(node, arguments[0], arguments[1], EQUALITY_METHODS[func.attr], ctx)


# --- the check ------------------------------------------------------------------


def _check(node: ast.AST, left: ast.AST, right: ast.AST, op: str, ctx) -> list:
    """Report when both sides are known to compare by identity (a Hit, or a
    Later when inference must tell). One side with an unknown class is enough
    to stay silent: Python asks the other side's ``__eq__`` too, and a test of
    an ``__eq__`` compares its class with foreign objects on purpose."""
    if not (_may_be_instance(left) and _may_be_instance(right)):
        return []
    if _same_reference(left, right):
        return []  # the same object twice is another rule's business (TA305)
    order = (1, 0) if _reading_cost(right) < _reading_cost(left) else (0, 1)
    sides = [None, None]
    for position in order:
        side = _Operand(ctx).read((left, right)[position])
        if side.state not in (IDENTITY, ASTROID):
            return []
        sides[position] = side
    if all(side.state == IDENTITY for side in sides):
        if not _patches_eq(ctx.tree):
            return [Hit(node, {"cls": sides[0].name, "op": op})]
    elif any(side.local_class or side.constructed for side in sides):
        # Two values from imported functions (`load(a) == load(b)`) are
        # nearly always data, not instances: not worth parsing their modules.
        # A side built from imported classes that all compare by value, as
        # their source shows, needs no inference either.
        if any(side.imported_classes and all(
            _compares_by_value(name, ctx.filename) for name in side.imported_classes
        ) for side in sides):
            return []
        return [Later(node, lambda: _inferred_hits(node, sides, op, ctx))]
    return []


def _may_be_instance(node: ast.AST) -> bool:
    """Whether _Operand can find a class for ``node``: a call, a name, or
    ``self.<name>``. Anything else (a literal, a subscript, another attribute)
    is never known to be an instance of a class of the project."""
    kind = type(node)
    if kind is ast.Call or kind is ast.Name:
        return True
    if kind is ast.Attribute:
        owner = node.value
        return type(owner) is ast.Name and owner.id == "self"
    return False


def _same_reference(left: ast.AST, right: ast.AST) -> bool:
    """``x`` and ``x``, or ``self.x`` and ``self.x`` (sides _may_be_instance
    accepted)."""
    if type(left) is ast.Name:
        return type(right) is ast.Name and right.id == left.id
    if type(left) is ast.Attribute:
        return type(right) is ast.Attribute and right.attr == left.attr
    return False


def _reading_cost(node: ast.AST) -> int:
    """Which side to read first: 0 for a call of ``something.name(...)``
    (nothing but the imports to read), 1 for another call (the definitions
    around), 2 for a name or ``self.<name>`` (the bindings around)."""
    if type(node) is not ast.Call:
        return 2
    func = node.func
    if type(func) is ast.Attribute and not (
        type(func.value) is ast.Name and func.value.id in ("self", "cls")
    ):
        return 0
    return 1


def _inferred_hits(node, sides, op, ctx):
    names = {}
    # The likeliest instances first: a side that is not one ends the check.
    for side in sorted(sides, key=lambda side: not (side.local_class or side.constructed)):
        if side.state == IDENTITY:
            names[id(side)] = side.name
            continue
        state, name = _inferred_state(side, ctx)
        if state != IDENTITY:
            return
        names[id(side)] = name
    if not _patches_eq(ctx.tree):
        yield Hit(node, {"cls": names[id(sides[0])], "op": op})


class _Operand:
    """What one side of a comparison is, read from the code around it.

    ``state`` is IDENTITY (an instance of a class of this file that compares
    by identity; ``name`` is the class), VALUE (of a class with value
    semantics), ASTROID (only type inference can tell; ``node`` is what to ask
    about, and ``local_class`` the class of this file when that is known),
    UNSURE (a class of this file that cannot be judged), or None (anything
    else: a literal, a parameter, an attribute, a method's result).
    """

    def __init__(self, ctx):
        self.ctx = ctx
        functions = [scope for scope in ctx.scopes if isinstance(scope, FUNCTION_TYPES)]
        self.scopes = [ctx.tree, *functions]
        self.state = None
        self.name = None
        self.node = None
        self.local_class = None
        self.needs_inference = False
        # Whether an imported class (a CapWords name, by convention) is called,
        # and the qualified names of those classes.
        self.constructed = False
        self.imported_classes: set[str] = set()

    def read(self, node: ast.AST) -> _Operand:
        found = self.kind(node, 0)
        if isinstance(found, ast.ClassDef):
            semantics = _ClassJudge(self.ctx, self.scopes).judge(found)
            self.state = semantics
            self.name = found.name
            if semantics == ASTROID:
                self.node, self.local_class = node, found
        elif self.needs_inference:
            self.state, self.node = ASTROID, node
        return self

    def kind(self, node: ast.AST, depth: int) -> ast.ClassDef | None:
        """The class of this file ``node`` is an instance of, or None."""
        if depth > _MAX_DEPTH:
            return None
        if isinstance(node, ast.Call):
            return self._call_kind(node, depth)
        if isinstance(node, ast.Name):
            return self._name_kind(node.id, depth)
        if isinstance(node, ast.Attribute):
            return self._attribute_kind(node, depth)
        return None

    def _call_kind(self, call: ast.Call, depth: int):
        func = call.func
        if isinstance(func, ast.Name) and not _defines(func.id, self.scopes):
            definition = None  # a builtin, an import, ...: no def or class of the file
        else:
            classes = [scope for scope in self.ctx.scopes if isinstance(scope, ast.ClassDef)]
            definition = local_definition(func, self.scopes, classes)
        if isinstance(definition, ast.ClassDef):
            return definition
        if isinstance(definition, FUNCTION_TYPES):
            return self._returned_kind(definition, depth)
        name = self.ctx.call_name(call)
        if _from_the_project(name, self.ctx.filename):
            self.needs_inference = True  # a class or factory imported from the project
            if name.rsplit(".", 1)[-1][:1].isupper():
                self.constructed = True
                self.imported_classes.add(name)
        return None

    def _returned_kind(self, function: ast.AST, depth: int):
        if _decorated(function):
            return None  # a property, a fixture, a cache: not a plain call
        body = _local_nodes(function)
        if any(isinstance(node, (ast.Yield, ast.YieldFrom)) for node in body):
            return None  # a generator
        returned = [node.value for node in body if isinstance(node, ast.Return)]
        if not returned or any(is_none(value) for value in returned):
            return None
        inner = _Operand(self.ctx)
        inner.scopes = [self.ctx.tree, *self._enclosing_functions(function), function]
        kinds = [inner.kind(value, depth + 1) for value in returned]
        self._learn(inner)
        return _only(kinds)

    def _learn(self, inner: _Operand) -> None:
        self.needs_inference = self.needs_inference or inner.needs_inference
        self.constructed = self.constructed or inner.constructed
        self.imported_classes |= inner.imported_classes

    def _enclosing_functions(self, function: ast.AST) -> list[ast.AST]:
        if function in self.ctx.tree.body:
            return []
        return self.scopes[1:]  # a helper nested in the functions being visited

    def _name_kind(self, name: str, depth: int):
        _scope, bindings = _lookup(name, self.scopes)
        kinds = []
        for kind, value in bindings:
            if kind != "value":
                return None  # a parameter, `with ... as`, a loop variable, an import, ...
            if is_none(value):
                continue  # `x = None` before the real assignment says nothing
            kinds.append(self.kind(value, depth + 1))
        return _only(kinds)

    def _attribute_kind(self, node: ast.Attribute, depth: int):
        owner = node.value
        if isinstance(owner, ast.Name) and owner.id == "self":
            classes = [s for s in self.ctx.scopes if isinstance(s, ast.ClassDef)]
            if classes:
                values = self_attribute_values(node.attr, classes[-1])
                values = [value for value in values if not is_none(value)]
                if values:
                    inner = _Operand(self.ctx)
                    inner.scopes = [self.ctx.tree]
                    kinds = [inner.kind(value, depth + 1) for value in values]
                    self._learn(inner)
                    return _only(kinds)
        return None


class _ClassJudge:
    """VALUE, IDENTITY, ASTROID or UNSURE for a class of this file, from its ``ast``."""

    def __init__(self, ctx, scopes):
        self.ctx = ctx
        self.scopes = scopes

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
        # A class of the module resolves its bases there; one in a function, in
        # the functions around it.
        scopes = [self.ctx.tree] if cls in self.ctx.tree.body else self.scopes
        verdicts += [self._base(base, scopes, depth) for base in cls.bases]
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

    def _base(self, base: ast.AST, scopes: list, depth: int) -> str:
        if isinstance(base, ast.Subscript):
            base = base.value
        if isinstance(base, ast.Call):
            name = self.ctx.call_name(base)
            if name in ("collections.namedtuple", "typing.NamedTuple"):
                return VALUE
            return UNSURE
        if isinstance(base, ast.Name):
            _scope, bindings = _lookup(base.id, scopes)
            if not bindings:
                return _builtin_base(base.id)
            if len(bindings) != 1:
                return UNSURE
            kind, value = bindings[0]
            if kind == "definition" and isinstance(value, ast.ClassDef):
                return self.judge(value, depth + 1)
            if kind == "import":
                return _imported_base(self.ctx.imports.qualified(base.id))
            if kind == "value" and isinstance(value, ast.Call):
                if self.ctx.call_name(value) in ("collections.namedtuple", "typing.NamedTuple"):
                    return VALUE
            return UNSURE
        if isinstance(base, ast.Attribute):
            return _imported_base(self.ctx.resolve(base))
        return UNSURE


def _compares_by_value(qualified: str, importer: str, depth: int = 0) -> bool:
    """Whether the project's source shows, without inference, that the class
    ``qualified`` (as imported in ``importer``) has value semantics: it or a
    base defines ``__eq__``, is a dataclass or attrs class (without
    ``eq=False``), a named tuple, an enum or a pydantic model. False when
    that cannot be seen (inference may still tell)."""
    if depth > _MAX_CLASS_DEPTH:
        return False
    found = find_definition(qualified, importer, _in_project_source)
    if found is None or not isinstance(found[1], ast.ClassDef):
        return False
    return _class_compares_by_value(found[0], found[1], depth)


def _class_compares_by_value(module, cls: ast.ClassDef, depth: int) -> bool:
    if depth > _MAX_CLASS_DEPTH:
        return False
    if any(_own_semantics(statement) == VALUE for statement in cls.body):
        return True
    for decorator in cls.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        name = module.imports.resolve(target)
        if name in DATACLASS_DECORATORS or name in ATTRS_DECORATORS:
            keywords = decorator.keywords if isinstance(decorator, ast.Call) else ()
            if _eq_keyword(keywords, name in ATTRS_DECORATORS) == VALUE:
                return True
    for written, base in zip(cls.bases, class_bases(cls, module, _in_project_source)):
        if isinstance(written, ast.Call):
            if module.imports.resolve(written.func) in (
                "collections.namedtuple", "typing.NamedTuple"
            ):
                return True
            continue
        if base.cls is not None:
            if _class_compares_by_value(base.module, base.cls, depth + 1):
                return True
            continue
        if base.name and _imported_base(base.name) == VALUE:
            return True
    return False


def _in_project_source(path: str) -> bool:
    return not _in_site_packages(path)


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
_EQ_METHODS = ("__eq__", "__ne__")


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
    if any(name in _EQ_METHODS for name in names):
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


def _from_the_project(qualified_name: str | None, importer: str) -> bool:
    """Whether an imported name may come from the project: a relative import,
    or a module that is neither in the standard library nor an installed
    package. Only there can inference find a class of the project; asking
    about the rest would parse installed packages for nothing."""
    if not qualified_name:
        return False
    top = qualified_name.split(".", 1)[0]
    return top == "" or (
        top not in sys.stdlib_module_names
        and _project_on_path(top, os.path.dirname(os.path.abspath(importer)))
    )


@functools.lru_cache(maxsize=1024)
def _project_on_path(top_module: str, folder: str) -> bool:
    """A top-level module of the project, found where astroid will look for it
    (never imported). A module it cannot find would cost a build of the file
    for an answer of "unsure"."""
    importer = os.path.join(folder, "__importer__.py")
    return project_module_folder(top_module, importer) is not None


def _in_site_packages(path: str) -> bool:
    parts = os.path.normpath(path).split(os.sep)
    return "site-packages" in parts or "dist-packages" in parts


def _decorated(function: ast.AST) -> bool:
    return bool(getattr(function, "decorator_list", None))


# Per tree, weakly: the answer goes with the file's tree.
_patched: weakref.WeakKeyDictionary[ast.Module, bool] = weakref.WeakKeyDictionary()


def _patches_eq(tree: ast.Module) -> bool:
    """Whether the file sets __eq__/__ne__ on something at run time
    (``Point.__eq__ = ...``, ``setattr(Point, "__eq__", ...)``,
    ``monkeypatch.setattr(Point, "__eq__", ...)``): then no class of it is judged
    from its body. Read only when there is something to report."""
    answer = _patched.get(tree)
    if answer is None:
        answer = _patched[tree] = any(_sets_eq(node) for node in ast.walk(tree))
    return answer


def _sets_eq(node: ast.AST) -> bool:
    if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
        return node.attr in _EQ_METHODS
    if isinstance(node, ast.Call):
        return any(
            isinstance(argument, ast.Constant) and argument.value in _EQ_METHODS
            for argument in node.args
        )
    return False


# --- local bindings -----------------------------------------------------------

_NESTED_TYPES = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda})
# Nodes that bind nothing and hold nothing that does (contexts and operators
# are never reached: child_fields leaves out the fields that hold them).
_LEAVES = frozenset({ast.Name, ast.Constant})
# Per scope node, weakly (an entry goes with its file's tree): name -> [(kind, value)],
# and the names it defines with def or class.
_tables: weakref.WeakKeyDictionary[ast.AST, dict] = weakref.WeakKeyDictionary()
_definitions: weakref.WeakKeyDictionary[ast.AST, set] = weakref.WeakKeyDictionary()
_DEFINITION_TYPES = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef})
# Where statements nest: bodies, else branches, handlers (and their bodies), cases.
_STATEMENT_LISTS = ("body", "orelse", "finalbody", "handlers", "cases")


def _local_nodes(scope: ast.AST) -> list:
    """The nodes in a scope's own body that may bind a name, return or yield:
    every node but names, constants, contexts and operators. Nested functions
    and classes are listed but not entered."""
    found = []
    stack = list(scope.body)
    leaves = _LEAVES
    while stack:
        node = stack.pop()
        found.append(node)
        if type(node) in _NESTED_TYPES:
            continue
        for field in child_fields(type(node)):
            value = getattr(node, field, None)
            if type(value) is list:
                for item in value:
                    if isinstance(item, ast.AST) and type(item) not in leaves:
                        stack.append(item)
            elif isinstance(value, ast.AST) and type(value) not in leaves:
                stack.append(value)
    return found


def _lookup(name: str, scopes: list) -> tuple:
    """The innermost of ``scopes`` (module first) that binds ``name``, and how:
    [(kind, value)] with kind 'value' (``value`` is the expression bound),
    'definition' (a def or class), 'import', 'parameter' or 'other'."""
    for scope in reversed(scopes):
        table = _table(scope)
        if name in table:
            return scope, table[name]
    return None, []


def _defines(name: str, scopes: list) -> bool:
    """Whether one of ``scopes`` has a def or class named ``name`` (the only
    bindings local_definition follows)."""
    for scope in scopes:
        names = _definitions.get(scope)
        if names is None:
            names = _definitions[scope] = _defined_names(scope)
        if name in names:
            return True
    return False


def _defined_names(scope: ast.AST) -> set[str]:
    """The names of the functions and classes a scope's own body defines. They
    are statements, so only statement lists are read."""
    names = set()
    stack = [scope.body]
    while stack:
        for statement in stack.pop():
            if type(statement) in _DEFINITION_TYPES:
                names.add(statement.name)
                continue
            for field in _STATEMENT_LISTS:
                inner = getattr(statement, field, None)
                if inner:
                    stack.append(inner)
    return names


def _table(scope: ast.AST) -> dict:
    table = _tables.get(scope)
    if table is None:
        table = _tables[scope] = _bindings(scope)
    return table


# The nodes _bindings reads.
_BINDERS = frozenset(
    {
        ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Assign, ast.AnnAssign,
        ast.NamedExpr, ast.AugAssign, ast.For, ast.AsyncFor, ast.comprehension, ast.withitem,
        ast.Import, ast.ImportFrom, ast.ExceptHandler, ast.Global, ast.Nonlocal, ast.MatchAs,
        ast.MatchStar, ast.MatchMapping,
    }
)


def _bindings(scope: ast.AST) -> dict:
    found: dict = {}
    for argument in parameters(scope):
        _bind(found, argument.arg, "parameter", argument.annotation)
    for node in _local_nodes(scope):
        if type(node) not in _BINDERS:
            continue
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            _bind(found, node.name, "definition", node)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                _bind_target(found, target, node.value)
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            _bind_target(found, node.target, node.value)
        elif isinstance(node, ast.NamedExpr):
            _bind_target(found, node.target, node.value)
        elif isinstance(node, (ast.AugAssign, ast.For, ast.AsyncFor, ast.comprehension)):
            _bind_target(found, node.target, None)
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            _bind_target(found, node.optional_vars, None)  # whatever __enter__ returns
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                _bind(found, alias.asname or alias.name.split(".")[0], "import", node)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            _bind(found, node.name, "other")
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            for name in node.names:
                _bind(found, name, "other")
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            _bind(found, node.name, "other")
        elif isinstance(node, ast.MatchMapping) and node.rest:
            _bind(found, node.rest, "other")
    return found


def _bind(found: dict, name: str, kind: str, value=None) -> None:
    found.setdefault(name, []).append((kind, value))


def _bind_target(found: dict, target: ast.AST, value) -> None:
    """Bind the names of an assignment target (tuples unpacked against a tuple
    value of the same length). A module-level function, not one nested in
    ``_bindings``: a nested function that calls itself is a reference cycle,
    which keeps what it reads alive to the garbage collector's next pass."""
    if isinstance(target, ast.Name):
        _bind(found, target.id, "value" if value is not None else "other", value)
    elif isinstance(target, (ast.Tuple, ast.List)):
        values = value.elts if isinstance(value, (ast.Tuple, ast.List)) else None
        if values is not None and len(values) != len(target.elts):
            values = None
        for position, element in enumerate(target.elts):
            _bind_target(found, element, values[position] if values is not None else None)
    elif isinstance(target, ast.Starred):
        _bind_target(found, target.value, None)


def _only(kinds):
    """The one kind every binding agrees on, or None."""
    distinct = {id(kind) if isinstance(kind, ast.AST) else kind for kind in kinds}
    if len(distinct) != 1 or not kinds:
        return None
    return kinds[0]


# --- inference ------------------------------------------------------------------


def _inferred_state(side: _Operand, ctx) -> tuple[str | None, str | None]:
    """(IDENTITY, class name) for a side that type inference shows to compare
    by identity, else (None, None)."""
    judge = _AstroidJudge(ctx)
    if side.local_class is not None:
        klass = ctx.inference.node_for(side.local_class)
        if klass is None:
            return None, None
        return judge.judge(klass), side.name
    values = ctx.inference.infer(side.node)
    if not values:
        return None, None
    from astroid import bases, objects

    names = set()
    for value in values:
        if type(value) not in (bases.Instance, objects.ExceptionInstance):
            return None, None  # a builtin value, a class, a function, ...
        klass = value._proxied
        if not judge.is_project_class(klass) or judge.judge(klass) != IDENTITY:
            return None, None
        names.add(klass.name)
    return (IDENTITY, names.pop()) if len(names) == 1 else (None, None)


class _AstroidJudge:
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
        return not (_in_site_packages(path) or _in_stdlib(module.name))

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
        if any(name in klass.locals for name in _EQ_METHODS):
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


def _in_stdlib(module_name: str) -> bool:
    return module_name.split(".", 1)[0] in sys.stdlib_module_names


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
