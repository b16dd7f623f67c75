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
helper of the file returns, read from the code around it. Objects made by
classes or functions imported from the project are judged from the
project's source: the class's body and bases, a function by the classes
its `return` statements construct. A class of the file whose bases come
from outside the project is checked with type inference. When either
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
import functools
import os
import sys
import weakref

from flake8_testarch.syntax import is_none, walk, walk_scope
from flake8_testarch.semantic.model import Scope
from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.project.modules import project_module_folder
from flake8_testarch.project.value_semantics import (
    ASTROID,
    EQ_METHODS,
    IDENTITY,
    UNSURE,
    AstroidJudge,
    ClassJudge,
    imported_class_semantics,
    imported_factory_semantics,
    returned_classes,
)
from flake8_testarch.core.rule import Hit, Later, Rule, calls_named

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: compare the fields, or give the class __eq__"

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

_MAX_DEPTH = 4


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
    # Made by classes or functions imported from the project: their source
    # tells. Read only once neither side has ruled the comparison out, as
    # it means parsing other modules.
    for side in sides:
        if side.state == ASTROID and side.local_class is None:
            _judge_imported(side, ctx)
            if side.state != IDENTITY:
                return []
    if all(side.state == IDENTITY for side in sides):
        if not _patches_eq(ctx.tree):
            return [Hit(node, {"cls": sides[0].name, "op": op})]
    elif any(side.local_class or side.state == IDENTITY for side in sides):
        # One side is known (a class of this file, or of the project read
        # from its source): only the other is left to inference. Two values
        # from imported functions (`load(a) == load(b)`) are nearly always
        # data, not instances: not worth parsing their modules.
        return [Later(node, lambda: _inferred_hits(node, sides, op, ctx))]
    return []


def _judge_imported(side, ctx) -> None:
    """A side made by classes or functions imported from the project is
    IDENTITY when the source of every one of them shows it (a function by
    the classes it returns), else UNSURE (silent): nothing is inferred for it."""
    judged = [
        *((imported_class_semantics, name) for name in sorted(side.imported_classes)),
        *((imported_factory_semantics, name) for name in sorted(side.factories)),
    ]
    # The first verdict that is not IDENTITY settles it: read no further.
    if judged and all(judge(name, ctx.filename) == IDENTITY for judge, name in judged):
        side.state = IDENTITY
        side.name = _class_name(side, ctx)
    else:
        side.state = UNSURE


def _class_name(side, ctx) -> str:
    """The class a side is an instance of, for the message."""
    names = sorted(side.imported_classes)
    for factory in sorted(side.factories):
        names += returned_classes(factory, ctx.filename)
    return names[0].rsplit(".", 1)[-1] if names else "the class"


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

    def __init__(self, ctx, scope: Scope | None = None):
        self.ctx = ctx
        self.model = ctx.semantic
        # The scope whose code is read: the comparison's, or a helper's body.
        self.scope = scope if scope is not None else ctx.scope
        self.state = None
        self.name = None
        self.node = None
        self.local_class = None
        self.needs_inference = False
        # Whether an imported class (a CapWords name, by convention) is called,
        # and the qualified names of those classes.
        self.constructed = False
        self.imported_classes: set[str] = set()
        # The functions imported from the project that make (part of) it.
        self.factories: set[str] = set()

    def read(self, node: ast.AST) -> _Operand:
        found = self.kind(node, 0)
        if isinstance(found, ast.ClassDef):
            semantics = ClassJudge(self.ctx).judge(found)
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
            return self._name_kind(node, depth)
        if isinstance(node, ast.Attribute):
            return self._attribute_kind(node, depth)
        return None

    def _call_kind(self, call: ast.Call, depth: int):
        definition = self.model.called_definition(call.func, self.scope)
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
            else:
                self.factories.add(name)
        return None

    def _returned_kind(self, function: ast.AST, depth: int):
        if _decorated(function):
            return None  # a property, a fixture, a cache: not a plain call
        body = list(walk_scope(function))
        if any(isinstance(node, (ast.Yield, ast.YieldFrom)) for node in body):
            return None  # a generator
        returned = [node.value for node in body if isinstance(node, ast.Return)]
        if not returned or any(is_none(value) for value in returned):
            return None
        inner = _Operand(self.ctx, self.model.scope_of(function))
        kinds = [inner.kind(value, depth + 1) for value in returned]
        self._learn(inner)
        return _only(kinds)

    def _learn(self, inner: _Operand) -> None:
        self.needs_inference = self.needs_inference or inner.needs_inference
        self.constructed = self.constructed or inner.constructed
        self.factories |= inner.factories
        self.imported_classes |= inner.imported_classes

    def _name_kind(self, name: ast.Name, depth: int):
        in_effect, owner = self.model.lookup(name.id, self.scope, name)
        if owner is self.scope and in_effect is not None:
            bindings = [in_effect]  # the one the comparison reads
        else:
            _owner, bindings = self.model.binding_scope(name.id, self.scope)
        kinds = []
        for binding in bindings:
            value = binding.assigned
            if value is None:
                return None  # a parameter, `with ... as`, a loop variable, an import, ...
            if is_none(value):
                continue  # `x = None` before the real assignment says nothing
            kinds.append(self.kind(value, depth + 1))
        return _only(kinds)

    def _attribute_kind(self, node: ast.Attribute, depth: int):
        owner = node.value
        cls = self.model.enclosing_class(self.scope)
        if isinstance(owner, ast.Name) and owner.id == "self" and cls is not None:
            values = self.model.attribute_values(node.attr, cls)
            values = [value for value in values if not is_none(value)]
            if values:
                inner = _Operand(self.ctx, self.model.module)
                kinds = [inner.kind(value, depth + 1) for value in values]
                self._learn(inner)
                return _only(kinds)
        return None


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
        answer = _patched[tree] = any(_sets_eq(node) for node in walk(tree))
    return answer


def _sets_eq(node: ast.AST) -> bool:
    if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
        return node.attr in EQ_METHODS
    if isinstance(node, ast.Call):
        return any(
            isinstance(argument, ast.Constant) and argument.value in EQ_METHODS
            for argument in node.args
        )
    return False


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
    judge = AstroidJudge(ctx)
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
