"""Autouse fixtures as the setup rules read them (TA501, TA502): which
functions are autouse fixtures (any spelling of the decorator, a
module-level alias of it), whether their class is skipped, and whether the
tests they serve name them anyway: by asking for them, or by reading the
``self`` attributes they set, as after a ``setUp``."""

from __future__ import annotations

import ast
import os

from flake8_testarch.suite.marks import usefixtures_names
from flake8_testarch.suite.collection import PYTEST, UNITTEST
from flake8_testarch.suite.fixtures import is_parametrized
from flake8_testarch.suite.marks import parametrized_names
from flake8_testarch.suite.vocabulary import FIXTURE_DECORATORS
from flake8_testarch.syntax import last_name

_ALIASES = "setup.autouse aliases"  # ctx.scratch key


def every_test_asks_for_it(node, ctx) -> bool:
    """A fixture of a test file (not a ``conftest.py``) that every test it
    applies to in the file (the module's, or its class's) asks for by name
    (a parameter, ``usefixtures``, an indirect ``parametrize``):
    ``autouse`` is redundant there and hides nothing."""
    tests = _tests_served(ctx)
    name = _fixture_name(node)
    return bool(tests) and all(name in _asked_names(test, ctx) for test in tests)


def sets_what_its_tests_read(node, ctx) -> bool:
    """A test class's fixture that sets attributes of ``self`` which every
    test of the class reads (``self.manager = Manager()``, then
    ``self.manager`` in each test), or that only sets them and some test
    reads them: the class's ``setUp`` in pytest's dress."""
    if not (ctx.scopes and isinstance(ctx.scopes[-1], ast.ClassDef)):
        return False
    tests = _tests_served(ctx)
    given = _self_attributes(node)
    if not given:
        return False
    if not tests:
        # The class's tests come from its bases: they read what it builds.
        return _only_sets_self(node)
    # A fixture that only builds attributes of ``self`` leaves nothing behind
    # for the tests that do not read them: one test reading them is enough.
    reading = [_reads_from_self(test, given) for test in tests]
    return all(reading) or (any(reading) and _only_sets_self(node))


def _only_sets_self(function) -> bool:
    """Before its ``yield`` (or in its whole body), the fixture only builds
    objects onto ``self``: assignments to attributes of ``self`` (or of what
    it put there) of a constant, of something already on ``self``, or of an
    instance it constructs (``self.conn = Connection(...)``,
    ``self.conn.Channel = Mock()``). A call that acts (``Broker.start()``)
    may leave state behind for every test."""
    for statement in function.body:
        if type(statement) is ast.Expr and type(statement.value) in (ast.Yield, ast.YieldFrom):
            return True
        if type(statement) is ast.Expr and type(statement.value) is ast.Constant:
            continue  # a docstring
        if type(statement) is ast.Pass or _skips(statement):
            continue
        if (
            type(statement) is ast.Assign
            and all(_on_self(target) for target in statement.targets)
            and _builds(statement.value)
        ):
            continue
        return False
    return True


def _on_self(node) -> bool:
    while type(node) is ast.Attribute:
        node = node.value
    return type(node) is ast.Name and node.id == "self"


def _builds(value) -> bool:
    if type(value) is ast.Constant or _on_self(value):
        return True
    # `Connection(...)`, or the class's own factory: `self.get_drainer("gevent")`.
    return type(value) is ast.Call and (
        last_name(value.func)[:1].isupper() or _on_self(value.func)
    )


def _skips(statement) -> bool:
    """``pytest.importorskip("gevent")``, ``pytest.skip(...)``: the test may
    not run at all; nothing is arranged."""
    value = statement.value if type(statement) is ast.Expr else None
    return type(value) is ast.Call and last_name(value.func) in ("importorskip", "skip")


def _tests_served(ctx) -> list:
    """The tests of the file an autouse fixture being visited applies to:
    its class's, or the module's; none for a ``conftest.py`` (its tests
    are elsewhere)."""
    if os.path.basename(ctx.filename) == "conftest.py":
        return []
    owner = ctx.scopes[-1] if ctx.scopes and isinstance(ctx.scopes[-1], ast.ClassDef) else None
    return [test for test, classes in ctx.collected_tests() if owner is None or owner in classes]


def _self_attributes(function) -> set[str]:
    """The ``self`` attributes a fixture sets to something it makes itself;
    handing a requested fixture over (``self.db = seeded_database``) is
    not a setUp of its own."""
    arguments = function.args
    parameters = {argument.arg for argument in (*arguments.posonlyargs, *arguments.args)}
    return {
        target.attr
        for statement in ast.walk(function)
        if type(statement) is ast.Assign
        and not (type(statement.value) is ast.Name and statement.value.id in parameters)
        for target in statement.targets
        if type(target) is ast.Attribute and type(target.value) is ast.Name
        and target.value.id == "self"
    }


def _reads_from_self(test, given: set[str]) -> bool:
    return any(
        type(node) is ast.Attribute and type(node.value) is ast.Name
        and node.value.id == "self" and node.attr in given
        for node in ast.walk(test)
    )


def _asked_names(test, ctx) -> set[str]:
    """The fixtures a test asks for by name: its parameters, its
    ``usefixtures`` marks, and the names an ``indirect`` parametrize hands
    to fixtures (``parametrize("seed", [30], indirect=True)``)."""
    names = _parameters(test) | set(usefixtures_names(test.decorator_list, ctx.imports))
    for mark in test.decorator_list:
        if type(mark) is not ast.Call or not mark.args or ctx.mark_name(mark) != "parametrize":
            continue
        indirect = next((k.value for k in mark.keywords if k.arg == "indirect"), None)
        if indirect is None:
            continue
        if type(indirect) is ast.Constant and indirect.value is True:
            names.update(parametrized_names(mark.args[0]))
        elif type(indirect) in (ast.List, ast.Tuple):
            names.update(
                element.value for element in indirect.elts
                if type(element) is ast.Constant and isinstance(element.value, str)
            )
    return names


def _parameters(function) -> set[str]:
    arguments = function.args
    return {argument.arg for argument in (*arguments.posonlyargs, *arguments.args,
                                          *arguments.kwonlyargs)}


def _fixture_name(node) -> str:
    """The name tests ask for the fixture by: its ``name=``, else its own."""
    for decorator in node.decorator_list:
        if isinstance(decorator, ast.Call):
            for keyword in decorator.keywords:
                if keyword.arg == "name" and isinstance(keyword.value, ast.Constant):
                    return str(keyword.value.value)
    return node.name


def in_a_test_class(ctx) -> bool:
    """The fixture is a method of a class pytest or unittest collects and
    runs tests of: it sets up that class's tests, written above them, as a
    ``setUp`` does (a base class only inherited, whose fixture reaches
    tests written elsewhere, is not one)."""
    owner = ctx.scopes[-1] if ctx.scopes else None
    return type(owner) is ast.ClassDef and ctx.test_class_kind(owner) in (UNITTEST, PYTEST)


def in_a_skipped_class(ctx) -> bool:
    """The fixture is a method of a class skipped without a condition
    (``@pytest.mark.skip("...")``, ``@unittest.skip("...")``)."""
    return any(
        isinstance(scope, ast.ClassDef)
        and any(ctx.mark_name(decorator) == "skip" for decorator in scope.decorator_list)
        for scope in ctx.scopes
    )


def is_autouse_fixture(node, ctx) -> bool:
    for decorator in node.decorator_list:
        if isinstance(decorator, ast.Call):
            if _autouse_call(decorator, ctx):
                return True
        elif isinstance(decorator, ast.Name) and decorator.id in _autouse_aliases(ctx):
            return True
    return False


def parametrizes_every_test(node) -> bool:
    """An autouse fixture given ``params=``: it runs every test it applies
    to once per value (``current_resolver`` over ``["legacy", "backtracking"]``),
    a matrix meant for all of them."""
    return is_parametrized(node)


def _autouse_call(call: ast.Call, ctx) -> bool:
    for keyword in call.keywords:
        if keyword.arg == "autouse":
            value = keyword.value
            return (
                isinstance(value, ast.Constant)
                and value.value is True
                and ctx.resolve(call.func) in FIXTURE_DECORATORS
            )
    return False


def _autouse_aliases(ctx) -> frozenset[str]:
    """Module-level names bound to ``pytest.fixture(autouse=True)``."""
    key = _ALIASES
    aliases = ctx.scratch.get(key)
    if aliases is None:
        found = set()
        for statement in ctx.tree.body:
            if isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Call):
                if _autouse_call(statement.value, ctx):
                    found.update(t.id for t in statement.targets if isinstance(t, ast.Name))
        aliases = ctx.scratch[key] = frozenset(found)
    return aliases
