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
from flake8_testarch.project.modules import ModuleView, conftest_files, find_assignment, read_module
from flake8_testarch.suite.vocabulary import CHECKING_MARK_WORDS, UNITTEST_MARKS
from flake8_testarch.syntax import dotted_name, name_words

NO_MARKS: frozenset[str] = frozenset()
_MAX_ALIAS_DEPTH = 3


def checks_what_the_test_returns(marks) -> bool:
    """A mark named for a check (``@pytest.mark.mpl_image_compare``): the
    plugin behind it takes the value the test returns (pytest-mpl compares
    the returned figure with a baseline image), so returning it is how the
    test hands over what is checked."""
    return any(CHECKING_MARK_WORDS.intersection(name_words(mark)) for mark in marks)


def parametrized_argnames(function: ast.AST, names) -> frozenset[str]:
    """The argument names the function's own ``parametrize`` marks give it
    (``"user, role"``, ``("user", "role")``): values, not fixtures."""
    found = set()
    for decorator in function.decorator_list:
        if not (isinstance(decorator, ast.Call) and decorator.args):
            continue
        if mark_name(decorator, names) != "parametrize":
            continue
        found.update(parametrized_names(decorator.args[0]))
    return frozenset(found)


def parametrized_names(argnames: ast.AST) -> list[str]:
    """The names a ``parametrize`` mark's first argument gives (``"user,
    role"``, ``("user", "role")``)."""
    given = argnames.elts if isinstance(argnames, (ast.List, ast.Tuple)) else [argnames]
    return [
        part.strip() for value in given
        if isinstance(value, ast.Constant) and isinstance(value.value, str)
        for part in value.value.split(",")
    ]


def parametrized_values(function: ast.AST, argname: str, names) -> list[ast.AST] | None:
    """The values pytest gives ``argname`` of ``function``: those its own
    ``parametrize`` mark lists for it (``("scm", ["git", "hg"])``, or the
    matching element of each tuple of several names), or, for a fixture's
    ``request.param``, the fixture's ``params=``. None when they are not
    written out as a list or tuple."""
    for decorator in function.decorator_list:
        if not isinstance(decorator, ast.Call):
            continue
        if argname == "request.param":
            if (names.resolve(decorator.func) or "").rpartition(".")[2] != "fixture":
                continue
            given = next((k.value for k in decorator.keywords if k.arg == "params"), None)
            return list(given.elts) if isinstance(given, (ast.List, ast.Tuple)) else None
        if len(decorator.args) < 2 or mark_name(decorator, names) != "parametrize":
            continue
        first, values = decorator.args[0], decorator.args[1]
        if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
            continue
        argnames = [part.strip() for part in first.value.split(",")]
        if argname not in argnames or not isinstance(values, (ast.List, ast.Tuple)):
            continue
        if len(argnames) == 1:
            return list(values.elts)
        at = argnames.index(argname)
        found = []
        for case in values.elts:
            if not isinstance(case, (ast.List, ast.Tuple)) or len(case.elts) <= at:
                return None
            found.append(case.elts[at])
        return found
    return None


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
        if mark is None and name and name.rpartition(".")[2] in _UNITTEST_DECORATORS:
            # `from .config import unittest` then `@unittest.skip(...)`
            follow = getattr(names, "reexported", None)
            if follow is not None:
                name = follow(name)
                mark = UNITTEST_MARKS.get(name)
    if mark == "skipif" and _always_skips(expression, skip_when=not name.endswith("Unless")):
        return "skip"
    return mark


_UNITTEST_DECORATORS = frozenset(name.rpartition(".")[2] for name in UNITTEST_MARKS)


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
# Hooks that get the collected items and may mark them.
_ITEM_HOOKS = ("pytest_collection_modifyitems", "pytest_itemcollected")
# A mark a hook names only at run time (``getattr(pytest.mark, name)``).
ANY_MARK = "*"


def collection_hook_marks(module: ModuleView) -> frozenset[str]:
    """The marks the ``conftest.py`` files above a test module add to the
    collected items in their collection hooks (``item.add_marker(
    pytest.mark.integration)`` in ``pytest_collection_modifyitems``),
    whatever condition guards the call: the hook decides at collection,
    which is not run here, so the module's tests may carry any of them.
    ``ANY_MARK`` stands for a mark named at run time."""
    found: set[str] = set()
    for path in conftest_files(module.path):
        conftest = read_module(path)
        if conftest is not None:
            found |= _hook_marks(conftest)
    return frozenset(found)


def _hook_marks(conftest: ModuleView) -> frozenset[str]:
    found = conftest.memo.get("collection hook marks")
    if found is None:
        marks = set()
        for name in _ITEM_HOOKS:
            hook = conftest.top_level(name)
            if not isinstance(hook, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(hook):
                if (
                    isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "add_marker" and node.args
                ):
                    marks.add(_added_mark(node.args[0], conftest))
        found = conftest.memo["collection hook marks"] = frozenset(marks)
    return found


def _added_mark(argument: ast.AST, conftest: ModuleView) -> str:
    """The mark ``add_marker`` is given: ``pytest.mark.unit``, ``"unit"``."""
    if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
        return argument.value
    return mark_name(argument, conftest.imports) or ANY_MARK


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

    def parametrized_cases(self, expressions, module: ModuleView) -> list[set[frozenset[str]]]:
        """For each ``parametrize`` among decorators (written there, or
        behind a name of this module or an imported one: ``@all_storage``
        where ``all_storage = pytest.mark.parametrize(...)``), the marks of
        its cases: each ``pytest.param(..., marks=...)`` gives its marks, any
        other case none. A decorator whose cases cannot be read is left out."""
        found = []
        for call, home in self._parametrize_calls(expressions, module, 0):
            values = call.args[1] if len(call.args) > 1 else None
            for keyword in call.keywords:
                if keyword.arg == "argvalues":
                    values = keyword.value
            cases = self._collection(values, home, 0)
            if cases is not None:
                found.append({self._param_marks(value, cases[1]) for value in cases[0]})
        return found

    def _collection(self, values, module: ModuleView, depth: int):
        """(the cases a ``parametrize`` lists, the module they are written
        in): a literal list, tuple or set, a name bound to one here or in an
        imported module, a dict's values (``CASES.values()``), or a
        comprehension that picks some of them (``[s for name, s in
        CASES.items() if ...]``: every case it can pick). None when they
        cannot be read."""
        if depth > _MAX_ALIAS_DEPTH or values is None:
            return None
        kind = type(values)
        if kind in (ast.Name, ast.Attribute):
            behind = self._behind(values, module)
            return self._collection(behind[1], behind[0], depth + 1) if behind else None
        if kind in (ast.List, ast.Tuple, ast.Set):
            return values.elts, module
        if kind is ast.Call and type(values.func) is ast.Attribute and not values.args:
            if values.func.attr == "values":  # ``CASES.values()``
                return self._dict_values(values.func.value, module)
            return None
        if kind in (ast.ListComp, ast.SetComp, ast.GeneratorExp) and len(values.generators) == 1:
            return self._picked(values, module, depth)
        return None

    def _dict_values(self, expression, module: ModuleView):
        """The values of a dict literal, written there or bound to a name."""
        if type(expression) in (ast.Name, ast.Attribute):
            behind = self._behind(expression, module)
            if behind is None:
                return None
            module, expression = behind
        return (expression.values, module) if type(expression) is ast.Dict else None

    def _picked(self, comprehension, module: ModuleView, depth: int):
        """The cases a comprehension over a collection's cases can pick, when
        its element is the case itself: ``[c for c in CASES]``, ``[c for c in
        CASES.values()]``, ``[c for _, c in CASES.items()]``."""
        loop = comprehension.generators[0]
        element, source, target = comprehension.elt, loop.iter, loop.target
        if type(element) is not ast.Name:
            return None
        if (
            type(source) is ast.Call and type(source.func) is ast.Attribute
            and source.func.attr == "items" and not source.args
            and type(target) is ast.Tuple and len(target.elts) == 2
        ):
            picked = target.elts[1]
            if type(picked) is not ast.Name or picked.id != element.id:
                return None
            return self._dict_values(source.func.value, module)
        if type(target) is not ast.Name or target.id != element.id:
            return None
        return self._collection(source, module, depth + 1)

    def _parametrize_calls(self, expressions, module: ModuleView, depth: int) -> list:
        calls = []
        for item in expressions:
            if mark_name(item, module.imports) == "parametrize":
                if isinstance(item, ast.Call):
                    calls.append((item, module))
            elif depth < _MAX_ALIAS_DEPTH and type(item) in (ast.Name, ast.Attribute):
                behind = self._behind(item, module)
                if behind is not None:
                    calls += self._parametrize_calls([behind[1]], behind[0], depth + 1)
        return calls

    def _behind(self, target, module: ModuleView):
        """(module, value) a name stands for: assigned in this module or in
        an imported module of the project; None when it cannot be read."""
        if type(target) is ast.Name:
            value = module.assigned(target.id)
            if value is not None:
                return module, value
        qualified = module.imports.resolve(target)
        if qualified is None or qualified.startswith(("pytest.", "unittest.")):
            return None
        return find_assignment(qualified, module.path, self.in_project)

    def _param_marks(self, value, module: ModuleView) -> frozenset[str]:
        if type(value) is not ast.Call or module.imports.resolve(value.func) != "pytest.param":
            return NO_MARKS
        for keyword in value.keywords:
            if keyword.arg == "marks":
                return self.marks_in([keyword.value], module)
        return NO_MARKS

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
        behind = self._behind(target, module)
        return NO_MARKS if behind is None else self.marks_in([behind[1]], behind[0], depth + 1)


def usefixtures_names(decorators, imports) -> list[str]:
    """Fixture names from ``@pytest.mark.usefixtures("a", "b")`` expressions."""
    names = []
    for expression in decorators:
        items = expression.elts if isinstance(expression, (ast.List, ast.Tuple)) else [expression]
        for item in items:
            if isinstance(item, ast.Call) and mark_name(item, imports) == "usefixtures":
                names += [a.value for a in item.args if isinstance(a, ast.Constant)]
    return [name for name in names if isinstance(name, str)]
