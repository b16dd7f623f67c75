"""Which classes and functions of a test file pytest or unittest collects, and
what the others are: fixtures, xunit hooks, helpers.

Follows the frameworks' own rules. A class is a unittest test case when it
inherits, at any depth, from ``unittest.TestCase`` or another test-case base
(see ``vocabulary``): the bases are followed through class aliases
(``TestCase = unittest.TestCase``), the file's own classes and the project's
modules (``project.classes``). Otherwise pytest collects it when its name
matches ``python_classes``, but none of its tests when it has a
constructor of its own or from a project base (TA307 reports the class).
A class that is neither, but that a test class of
the file inherits from, is a mixin: its test methods run as the subclass's
tests. Test functions match ``python_functions`` (or, in a unittest class,
start with ``test``); a module-level function that returns a suite it
builds for a runner (zope.testrunner's ``test_suite()`` hook) is not a test.
Marks come from decorators, ``pytestmark`` and
unittest's skip decorators, at module, class and function level.
"""

from __future__ import annotations

import ast
import enum
import os
from collections.abc import Callable

from flake8_testarch.project import classes
from flake8_testarch.project.modules import in_project, project_root
from flake8_testarch.project.reexports import canonical
from flake8_testarch.suite.marks import MarkReader, mark_name
from flake8_testarch.suite.vocabulary import (
    FIXTURE_DECORATORS,
    RESULT_WAITING_BASES,
    RUNNER_ATTRIBUTE,
    SUITE_BUILDERS,
    SUITE_LOADER_PREFIX,
    SUITE_SUFFIX,
    TESTCASE_BASES,
    TESTCASE_SUFFIX,
    UNITTEST_METHOD_PREFIX,
    UNITTEST_ONLY_HOOKS,
    XUNIT_HOOKS,
)

FUNCTION_TYPES = (ast.FunctionDef, ast.AsyncFunctionDef)
UNITTEST, PYTEST, MIXIN = "unittest", "pytest", "mixin"
_DECIDING = object()


class Role(enum.Enum):
    TEST = "test"
    FIXTURE = "fixture"
    XUNIT = "xunit"
    HELPER = "helper"


_FIXTURE_LAST_NAMES = frozenset(name.rpartition(".")[2] for name in FIXTURE_DECORATORS)
# Decorators that make a class attribute a property, not a method.
# The builtin's plain name resolves to nothing: it is matched as written.
_PROPERTIES = frozenset({
    "builtins.property", "functools.cached_property", "abc.abstractproperty",
    "types.DynamicClassAttribute",
})
_PROPERTY_PARTS = frozenset({"setter", "getter", "deleter"})


def fixture_spec(function: ast.AST, names) -> tuple[str, bool] | None:
    """(the name tests request it by, whether it is autouse) when a decorator
    makes the function a pytest fixture (``name=`` honoured), else None."""
    for decorator in getattr(function, "decorator_list", ()):
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if type(target) is ast.Attribute and target.attr not in _FIXTURE_LAST_NAMES:
            continue  # `pytest.mark.parametrize`: no import makes that a fixture
        if names.resolve(target) not in FIXTURE_DECORATORS:
            continue
        name, autouse = function.name, False
        for keyword in decorator.keywords if isinstance(decorator, ast.Call) else ():
            value = keyword.value
            if keyword.arg == "name" and type(value) is ast.Constant and isinstance(
                value.value, str
            ):
                name = value.value
            elif keyword.arg == "autouse" and type(value) is ast.Constant:
                autouse = bool(value.value)
        return name, autouse
    return None


def is_fixture(function: ast.AST, names) -> bool:
    """Whether a decorator makes the function a pytest fixture."""
    return fixture_spec(function, names) is not None


def declared_test(cls: ast.ClassDef) -> bool | None:
    """What a class body sets ``__test__`` to (the last literal assignment),
    None when it does not set it to a literal."""
    declared = None
    for statement in cls.body:
        kind = type(statement)
        if kind is ast.Assign:
            targets = statement.targets
        elif kind is ast.AnnAssign:
            targets = (statement.target,)
        else:
            continue
        if any(type(target) is ast.Name and target.id == "__test__" for target in targets):
            value = statement.value
            constant = type(value) is ast.Constant and type(value.value) is bool
            declared = value.value if constant else None
    return declared


def _is_testcase_name(name: str | None) -> bool:
    return name is not None and (name in TESTCASE_BASES or name.endswith(TESTCASE_SUFFIX))


class Collection:
    """The collection facts of one file, each worked out once.

    ``names``: the file's semantic model; ``module``: a callable giving the
    file as a ModuleView (for following bases into the project)."""

    def __init__(self, tree: ast.Module, filename: str, layout, names, module: Callable):
        self.tree = tree
        self.filename = filename
        self.layout = layout
        self.names = names
        self._module = module
        self._kinds: dict[ast.ClassDef, object] = {}
        self._waits: dict[ast.ClassDef, bool] = {}
        self._constructed: dict[ast.ClassDef, bool] = {}
        self._roles: dict[ast.AST, Role] = {}
        self._subclasses: dict[str, list[ast.ClassDef]] | None = None
        self._mark_reader: MarkReader | None = None
        self._collected: list[tuple[ast.AST, tuple[ast.ClassDef, ...]]] | None = None
        self._root: str | None = None
        self._deleted: frozenset[str] | None = None
        self._pytest: bool | None = None

    def close(self) -> None:
        """Let the file go (the module callable points back at its context,
        the mark reader at this collection)."""
        self._module = None
        self._mark_reader = None

    # --- classes -----------------------------------------------------------------
    def class_kind(self, node: ast.ClassDef, parent: ast.AST | None) -> str | None:
        """UNITTEST, PYTEST, MIXIN, or None for a class nobody collects;
        ``parent``: the class or function around it (None at module level)."""
        kind = self._kinds.get(node)
        if kind is _DECIDING:
            return None  # a cycle of bases: nothing collects it
        if kind is None and node not in self._kinds:
            self._kinds[node] = _DECIDING
            kind = self._kinds[node] = self._decide_class(node, parent)
        return kind

    def known_class_kind(self, node: ast.ClassDef) -> str | None:
        kind = self._kinds.get(node)
        return None if kind is _DECIDING else kind

    def _decide_class(self, node: ast.ClassDef, parent: ast.AST | None) -> str | None:
        # Only pytest's own test classes collect the classes nested in them:
        # a ``TestCase`` yields its test methods alone, to pytest and to
        # unittest's loader alike.
        if parent is not None and not (
            isinstance(parent, ast.ClassDef) and self.known_class_kind(parent) == PYTEST
        ):
            return None
        if parent is None and node.name in self._deleted_names():
            # `del Base` at module level: gone before collection, its tests
            # run only in the subclasses that inherit them.
            subclasses = self._subclasses_of(node.name)
            return MIXIN if any(self.class_kind(sub, None) for sub in subclasses) else None
        declared = self._declared_test(node)
        if declared is False:
            # ``__test__ = False``: pytest (and nose) leave the class alone;
            # its tests run only in subclasses that set it back to True.
            subclasses = self._subclasses_of(node.name) if parent is None else ()
            return MIXIN if any(self.class_kind(sub, None) for sub in subclasses) else None
        if self._inherits_a_test_case(node):
            return UNITTEST
        if declared or self.layout.is_test_class_name(node.name) and self._pytest_collects():
            return PYTEST
        if parent is None and any(
            self.class_kind(subclass, None) for subclass in self._subclasses_of(node.name)
        ):
            return MIXIN
        return None

    def _declared_test(self, node: ast.ClassDef) -> bool | None:
        """What ``__test__`` the class has, set in its body or inherited from
        the nearest of its project bases that sets it; None when none does."""
        declared = declared_test(node)
        if declared is None and node.bases:
            for base in self.ancestors(node):
                if base.cls is not None:
                    declared = declared_test(base.cls)
                    if declared is not None:
                        break
        return declared

    def runs_under_unittest(self, node: ast.ClassDef) -> bool:
        """Whether unittest runs the class's methods: it is a collected
        ``TestCase``, or a base deleted or left uncollected whose tests run in
        ``TestCase`` subclasses (no pytest fixtures reach them either way)."""
        kind = self.known_class_kind(node)
        if kind == UNITTEST:
            return True
        if kind != MIXIN:
            return False
        return self._inherits_a_test_case(node) or any(
            self.class_kind(subclass, None) == UNITTEST
            for subclass in self._subclasses_of(node.name)
        )

    def _deleted_names(self) -> frozenset[str]:
        """The names the module deletes at its top level (``del Base``)."""
        if self._deleted is None:
            self._deleted = frozenset(
                target.id
                for statement in self.tree.body
                if type(statement) is ast.Delete
                for target in statement.targets
                if type(target) is ast.Name
            )
        return self._deleted

    def _inherits_a_test_case(self, node: ast.ClassDef) -> bool:
        for base in node.bases:  # the usual case, without reading another module
            if _is_testcase_name(self.names.resolve(base)):
                return True
        return classes.inherits_a_name(
            node, self._module(), self._in_project, "a test case", _is_testcase_name
        )

    def inherits(self, node: ast.ClassDef, names: frozenset[str]) -> bool:
        """Whether one of a class's bases, at any depth, is one of ``names``
        (dotted, as imports resolve them)."""
        if any(self.names.resolve(base) in names for base in node.bases):
            return True
        return any(base.name in names for base in self.ancestors(node))

    def waits_on_results(self, node: ast.ClassDef) -> bool:
        """Whether the class's runner waits on what its tests return (trial,
        or a testtools class that names its runner: ``run_tests_with =
        SynchronousDeferredRunTest``);
        for a mixin, whose tests run in the classes that inherit it, whether
        every one of those does."""
        found = self._waits.get(node)
        if found is None:
            self._waits[node] = False  # a cycle of bases waits on nothing
            found = self.inherits(node, RESULT_WAITING_BASES) or any(
                _names_its_runner(cls)
                for cls in (node, *(base.cls for base in self.ancestors(node)))
                if cls is not None
            )
            if not found and self.known_class_kind(node) == MIXIN:
                runners = [
                    subclass for subclass in self._subclasses_of(node.name)
                    if self.class_kind(subclass, None)
                ]
                found = bool(runners) and all(map(self.waits_on_results, runners))
            self._waits[node] = found
        return found

    def ancestors(self, node: ast.ClassDef):
        """Every base of a class of the file at any depth, nearest first
        (``classes.Base``: the project's classes read from their modules,
        names from outside the project as imports resolve them)."""
        return classes.ancestors(node, self._module(), self._in_project)

    def _in_project(self, path: str) -> bool:
        if self._root is None:
            self._root = project_root(os.path.dirname(os.path.abspath(self.filename)))
        return in_project(path, self._root)

    def _subclasses_of(self, name: str) -> list[ast.ClassDef]:
        """Module-level classes of the file that name ``name`` as a base."""
        if self._subclasses is None:
            self._subclasses = {}
            for statement in self.tree.body:
                if isinstance(statement, ast.ClassDef):
                    for base in statement.bases:
                        if isinstance(base, ast.Name):
                            self._subclasses.setdefault(base.id, []).append(statement)
        return self._subclasses.get(name, [])

    # --- functions ---------------------------------------------------------------
    def role(self, node: ast.AST, parent: ast.AST | None) -> Role:
        """What a function is; ``parent``: the class or function around it."""
        role = self._roles.get(node)
        if role is None:
            role = self._roles[node] = self._decide_function(node, parent)
        return role

    def known_role(self, node: ast.AST) -> Role | None:
        return self._roles.get(node)

    def is_fixture(self, node: ast.AST) -> bool:
        return is_fixture(node, self.names)

    def _decide_function(self, node: ast.AST, parent: ast.AST | None) -> Role:
        if self.is_fixture(node):
            return Role.FIXTURE
        kind = self.class_kind(parent, None) if isinstance(parent, ast.ClassDef) else None
        if node.name in XUNIT_HOOKS:
            if node.name in UNITTEST_ONLY_HOOKS and kind == PYTEST:
                return Role.HELPER  # pytest never calls a `setUp` of its own classes
            return Role.XUNIT
        if parent is None:
            if (
                not self.layout.is_test_function_name(node.name)
                or not self._pytest_collects()
                or self._builds_a_suite(node)
            ):
                return Role.HELPER
            return Role.TEST
        if isinstance(parent, ast.ClassDef):
            if self._a_property(node):
                return Role.HELPER  # an attribute, not a method: neither runner calls it
            unittest_name = node.name.startswith(UNITTEST_METHOD_PREFIX)
            if kind == UNITTEST and unittest_name:
                return Role.TEST
            if kind == PYTEST and self.layout.is_test_function_name(node.name):
                # pytest passes by a class it would have to construct (TA307)
                return Role.HELPER if self._has_a_constructor(parent) else Role.TEST
            if kind == MIXIN and (unittest_name or self.layout.is_test_function_name(node.name)):
                return Role.TEST
        return Role.HELPER

    def _has_a_constructor(self, node: ast.ClassDef) -> bool:
        """An ``__init__`` or ``__new__`` of its own or of a project base:
        pytest warns about such a test class and collects none of its
        tests. Read once per class."""
        found = self._constructed.get(node)
        if found is None:
            bases = [base.cls for base in self.ancestors(node) if base.cls is not None]
            found = self._constructed[node] = any(
                type(statement) in (ast.FunctionDef, ast.AsyncFunctionDef)
                and statement.name in _CONSTRUCTORS
                for cls in (node, *bases) for statement in cls.body
            )
        return found

    def _a_property(self, node: ast.AST) -> bool:
        """Defined as a property (``@property``, ``functools.cached_property``,
        ``@x.setter``): the class holds no function under that name, so
        pytest and unittest's loader both pass it by."""
        for decorator in getattr(node, "decorator_list", ()):
            if type(decorator) is ast.Attribute and decorator.attr in _PROPERTY_PARTS:
                return True
            if self.names.resolve(decorator) in _PROPERTIES or (
                type(decorator) is ast.Name and decorator.id == "property"
            ):
                return True
        return False

    def _pytest_collects(self) -> bool:
        """Whether pytest collects the file's functions and classes by their
        names: not when the project's runner is unittest's loader (see
        ``pytest_config``), unless the file imports pytest."""
        if self._pytest is None:
            self._pytest = not self.layout.unittest_loader or any(
                alias.name.partition(".")[0] == "pytest"
                for statement in self.tree.body if type(statement) is ast.Import
                for alias in statement.names
            ) or any(
                (statement.module or "").partition(".")[0] == "pytest"
                for statement in self.tree.body if type(statement) is ast.ImportFrom
            )
        return self._pytest

    def _builds_a_suite(self, node: ast.AST) -> bool:
        """A function that returns a suite of tests for a runner to run
        (zope.testrunner's ``test_suite()`` hook): its last statement returns
        a suite it builds, directly or through a name bound to one."""
        last = node.body[-1]
        if type(last) is not ast.Return or last.value is None:
            return False
        built = {last.value}
        if type(last.value) is ast.Name:
            built.update(
                statement.value for statement in node.body
                if type(statement) is ast.Assign
                and any(type(t) is ast.Name and t.id == last.value.id for t in statement.targets)
            )
        for value in built:
            if type(value) is not ast.Call:
                continue
            func = value.func
            written = func.attr if type(func) is ast.Attribute else getattr(func, "id", "")
            # ``loader.loadTestsFromTestCase(...)`` (or a local alias of
            # it), a suite class of any library (``manuel.testing.TestSuite``)
            if written.startswith(SUITE_LOADER_PREFIX) or written.endswith(SUITE_SUFFIX):
                return True
            resolved = self.names.resolve(func)
            # ``from compat import unittest``: the project re-exports it.
            if resolved and (
                resolved in SUITE_BUILDERS or canonical(resolved, self.filename) in SUITE_BUILDERS
            ):
                return True
        return False

    def collected_tests(self) -> list[tuple[ast.AST, tuple[ast.ClassDef, ...]]]:
        """Every test the file's collection gives, with its enclosing test
        classes (outermost first), in source order; a mixin's tests are
        collected through the classes that inherit them, so not listed here."""
        if self._collected is None:
            self._collected = []
            self._collect(self.tree.body, None, ())
        return self._collected

    def _collect(self, body, parent, enclosing) -> None:
        for statement in body:
            if isinstance(statement, FUNCTION_TYPES):
                if self.role(statement, parent) is Role.TEST:
                    self._collected.append((statement, enclosing))
            elif isinstance(statement, ast.ClassDef):
                if self.class_kind(statement, parent) in (UNITTEST, PYTEST):
                    self._collect(statement.body, statement, (*enclosing, statement))

    # --- marks -------------------------------------------------------------------
    def mark_name(self, expression: ast.AST) -> str | None:
        return mark_name(expression, self.names)

    @property
    def marks(self) -> MarkReader:
        """The file's mark reader (see suite/marks.py)."""
        if self._mark_reader is None:
            self._mark_reader = MarkReader(self._in_project)
        return self._mark_reader

    def marks_of(self, function: ast.AST, enclosing) -> frozenset[str]:
        """The marks that apply to a function: its decorators, its enclosing
        classes' (``enclosing``) decorators and ``pytestmark`` with their
        bases', the module's ``pytestmark``."""
        module = self._module()
        marks = self.marks.marks_in(getattr(function, "decorator_list", ()), module)
        for scope in enclosing:
            if isinstance(scope, ast.ClassDef):
                marks |= self.marks.class_marks(scope, module)
                if _skipped_by_trial(scope, function) and self.waits_on_results(scope):
                    marks |= {"skip"}
        return marks | self.marks.module_marks(module)[1]


_CONSTRUCTORS = frozenset({"__init__", "__new__"})


def _skipped_by_trial(cls: ast.ClassDef, function: ast.AST) -> bool:
    """trial's way to skip: a ``skip`` attribute on the class (``skip =
    "needs a network"``) or on the method (``testListening.skip = "..."``
    after its ``def``), read by trial's runner."""
    name = getattr(function, "name", None)
    return any(
        type(statement) is ast.Assign and any(
            type(target) is ast.Name and target.id == "skip"
            or type(target) is ast.Attribute and target.attr == "skip"
            and type(target.value) is ast.Name and target.value.id == name
            for target in statement.targets
        )
        for statement in cls.body
    )


def _names_its_runner(cls: ast.ClassDef) -> bool:
    """The class sets ``run_tests_with``, testtools' hook for the runner of
    its tests: set to run tests that return Deferreds and wait on them."""
    return any(
        type(statement) is ast.Assign
        and any(type(t) is ast.Name and t.id == RUNNER_ATTRIBUTE for t in statement.targets)
        for statement in cls.body
    )
