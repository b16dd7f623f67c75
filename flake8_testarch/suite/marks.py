"""The pytest marks code gives, read as pytest applies them.

A mark is written as a decorator (``@pytest.mark.slow``,
``@unittest.skip(...)``) or in a ``pytestmark`` assignment, of the module or
of a class (the last assignment wins, as at run time). A class carries its
bases' marks too, wherever those are defined (pytest reads marks along the
class's bases). A mark may stand behind a name (``unit = pytest.mark.unit``),
in this module or imported from another module of the project. Nothing is
imported or run.
"""

from __future__ import annotations

import ast
from collections.abc import Callable

from flake8_testarch.project import classes
from flake8_testarch.project.modules import ModuleView, find_assignment
from flake8_testarch.suite.vocabulary import UNITTEST_MARKS
from flake8_testarch.syntax import dotted_name

NO_MARKS: frozenset[str] = frozenset()
_MAX_ALIAS_DEPTH = 3


def mark_name(expression: ast.AST, names) -> str | None:
    """The pytest mark an expression applies, read through a module's names
    (its semantic model or import map): ``pytest.mark.slow`` /
    ``@mark.slow(...)`` -> ``slow``; unittest's skip and expectedFailure
    decorators -> ``skip``/``skipif``/``xfail``; else None."""
    target = expression.func if isinstance(expression, ast.Call) else expression
    name = names.resolve(target)
    if name and name.startswith("pytest.mark.") and name.count(".") == 2:
        mark = name.rsplit(".", 1)[1]
    else:
        mark = UNITTEST_MARKS.get(name)
    if mark == "skipif" and _always_skips(expression, skip_when=not name.endswith("Unless")):
        return "skip"
    return mark


def _always_skips(expression: ast.AST, skip_when: bool) -> bool:
    """A skip condition written as a constant that skips (``skipIf(True,
    ...)``, ``skipUnless(False, ...)``): the test never runs."""
    if not isinstance(expression, ast.Call) or not expression.args:
        return False
    condition = expression.args[0]
    return type(condition) is ast.Constant and bool(condition.value) is skip_when


def assigns_pytestmark(statement: ast.stmt) -> bool:
    kind = type(statement)
    if kind is ast.Assign:
        return any(type(t) is ast.Name and t.id == "pytestmark" for t in statement.targets)
    return (
        kind is ast.AnnAssign
        and statement.value is not None
        and type(statement.target) is ast.Name
        and statement.target.id == "pytestmark"
    )


def pytestmark_statement(body: list) -> ast.stmt | None:
    """The ``pytestmark`` assignment of a body that takes effect: the last."""
    found = None
    for statement in body:
        if assigns_pytestmark(statement):
            found = statement
    return found


def pytestmark_values(body: list) -> list[ast.AST]:
    """The expressions that make a body's ``pytestmark``: the value of the
    assignment that takes effect, and what is added to it after
    (``pytestmark.append(mark)``, ``pytestmark.extend([...])``,
    ``pytestmark += [...]``)."""
    values: list[ast.AST] = []
    for statement in body:
        if assigns_pytestmark(statement):
            values = [statement.value]
        elif type(statement) is ast.AugAssign and _is_pytestmark(statement.target):
            values.append(statement.value)
        elif type(statement) is ast.Expr and type(statement.value) is ast.Call:
            func = statement.value.func
            if (
                type(func) is ast.Attribute and func.attr in ("append", "extend")
                and _is_pytestmark(func.value)
            ):
                values.extend(statement.value.args)
    return values


def _is_pytestmark(node: ast.AST) -> bool:
    return type(node) is ast.Name and node.id == "pytestmark"


# Django's test runner selects tests by tags (`@tag("unit")`), as pytest does by marks.
_DJANGO_TAGS = frozenset({"django.test.tag", "django.test.utils.tag"})


def _is_django_tag(item: ast.AST, module: ModuleView) -> bool:
    return isinstance(item, ast.Call) and module.imports.resolve(item.func) in _DJANGO_TAGS


def _tag_names(call: ast.Call) -> list[str]:
    return [
        argument.value
        for argument in call.args
        if isinstance(argument, ast.Constant) and isinstance(argument.value, str)
    ]


class MarkReader:
    """Reads marks in one file and the project modules it reaches.
    ``in_project(path)``: whether a module found on disk is the project's."""

    def __init__(self, in_project: Callable[[str], bool]):
        self.in_project = in_project
        self._classes: dict[ast.ClassDef, frozenset[str]] = {}
        self._aliases: dict[tuple, frozenset[str]] = {}
        self._modules: dict[ast.Module, tuple[ast.AST, frozenset[str]]] = {}

    def marks_in(self, expressions, module: ModuleView, depth: int = 0) -> frozenset[str]:
        """The marks a list of decorators or ``pytestmark`` values applies."""
        marks: set[str] = set()
        for expression in expressions:
            listed = isinstance(expression, (ast.List, ast.Tuple))
            for item in expression.elts if listed else [expression]:
                name = mark_name(item, module.imports)
                if name is not None:
                    marks.add(name)
                elif _is_django_tag(item, module):
                    marks.update(_tag_names(item))
                elif depth < _MAX_ALIAS_DEPTH:
                    marks |= self._alias_marks(item, module, depth)
        return frozenset(marks)

    def module_marks(self, module: ModuleView) -> tuple[ast.AST, frozenset[str]]:
        """(the ``pytestmark`` statement, or the tree when none, its marks)."""
        found = self._modules.get(module.tree)
        if found is None:
            statement = pytestmark_statement(module.tree.body)
            values = pytestmark_values(module.tree.body)
            if not values:
                found = module.tree, NO_MARKS
            else:
                found = statement or module.tree, self.marks_in(values, module)
            self._modules[module.tree] = found
        return found

    def class_marks(self, cls: ast.ClassDef, module: ModuleView) -> frozenset[str]:
        """A class's decorators and ``pytestmark``, and those of its bases."""
        found = self._classes.get(cls)
        if found is None:
            found = self._own_class_marks(cls, module)
            for base in classes.ancestors(cls, module, self.in_project):
                if base.cls is not None:
                    found |= self._own_class_marks(base.cls, base.module)
            self._classes[cls] = found
        return found

    def _own_class_marks(self, cls: ast.ClassDef, module: ModuleView) -> frozenset[str]:
        values = pytestmark_values(cls.body)
        return self.marks_in([*cls.decorator_list, *values], module)

    def _alias_marks(self, item, module: ModuleView, depth: int) -> frozenset[str]:
        """Marks behind a name: ``unit = pytest.mark.unit`` here or in an imported module."""
        target = item.func if isinstance(item, ast.Call) else item
        # The same written name means the same thing throughout a module.
        key = (module, dotted_name(target), depth)
        found = self._aliases.get(key)
        if found is None:
            found = self._read_alias(target, module, depth)
            if key[1] is not None:
                self._aliases[key] = found
        return found

    def _read_alias(self, target, module: ModuleView, depth: int) -> frozenset[str]:
        if type(target) is ast.Name:
            value = module.assigned(target.id)
            if value is not None:
                return self.marks_in([value], module, depth + 1)
        qualified = module.imports.resolve(target)
        if qualified is None or qualified.startswith(("pytest.", "unittest.")):
            return NO_MARKS
        found = find_assignment(qualified, module.path, self.in_project)
        if found is None:
            return NO_MARKS
        return self.marks_in([found[1]], found[0], depth + 1)
