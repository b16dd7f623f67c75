"""The category marks a file's tests carry, shared by TA201-TA205.

A test's marks come in levels, outermost first: the module's ``pytestmark``,
each enclosing test class (its decorators, its ``pytestmark`` attribute and
those of its base classes, wherever they are defined), and the test's own
decorators. A ``pytest.param(..., marks=...)`` case adds its marks to that
case only. Marks are read through imports and through module-level aliases
(``unit = pytest.mark.unit``, also when imported from another module of the
project), never by importing anything.
"""

from __future__ import annotations

import ast
import functools
import itertools

from flake8_testarch.suite.collection import mark_name
from flake8_testarch.semantic.imports import dotted_name
from flake8_testarch.core.lazy_regex import lazy_compile
from flake8_testarch.project.classes import project_bases
from flake8_testarch.project.modules import ModuleView, find_assignment, in_project, root_of
from flake8_testarch.core.rule import OptionError, RuleOption

DEFAULT_CATEGORIES = ("unit", "integration", "external_infra")
_IDENTIFIER = lazy_compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_MAX_CASES = 64
_MAX_BASE_DEPTH = 6


def parse_mark_names(value) -> tuple[str, ...] | None:
    """A comma-separated list of mark names; None when unset."""
    if value is None:
        return None
    items = value if isinstance(value, (list, tuple)) else str(value).split(",")
    names = tuple(item.strip() for item in items if item.strip())
    bad = [name for name in names if not _IDENTIFIER.match(name)]
    if bad:
        raise OptionError(f"expected pytest mark names such as 'unit,integration', got {bad[0]!r}")
    return names or None


def parse_mark_name(value) -> str:
    name = str(value).strip()
    if not _IDENTIFIER.match(name):
        raise OptionError(f"expected one pytest mark name such as 'unit', got {value!r}")
    return name


CATEGORIES_OPTION = RuleOption(
    flag="--testarch-categories",
    help="Comma-separated pytest marks that are test categories (TA201-TA205; "
    "default: unit,integration,external_infra).",
    default=None,
    parse=parse_mark_names,
    comma_separated=True,
)
UNIT_OPTION = RuleOption(
    flag="--testarch-unit-category",
    help="The category mark of unit tests, which TA203 checks (default: unit).",
    default="unit",
    parse=parse_mark_name,
)
INFRA_OPTION = RuleOption(
    flag="--testarch-infra-category",
    help="The category mark of tests that need external infrastructure, which TA205 "
    "checks (default: external_infra).",
    default="external_infra",
    parse=parse_mark_name,
)


def categories(ctx) -> frozenset[str]:
    return frozenset(ctx.settings.values.get("testarch_categories") or DEFAULT_CATEGORIES)


class Level:
    """One place that gives a test marks: the module, a class, or the test itself.

    ``node`` is where a report about this level goes: the ``pytestmark``
    statement (or the module), the class, or the test function."""

    __slots__ = ("node", "marks")

    def __init__(self, node: ast.AST, marks: frozenset[str]):
        self.node = node
        self.marks = marks


class TestEntry:
    """A collected test with its mark levels, outermost first."""

    __slots__ = ("function", "classes", "levels", "outer", "cases", "owner", "_case_marks")

    def __init__(self, function, classes, levels, outer, cases, case_marks):
        self.function: ast.AST = function
        self.classes: tuple[ast.ClassDef, ...] = classes
        self.levels: tuple[Level, ...] = levels
        # Each level outside the test (the module, the classes) with the marks it
        # and the levels outside it give; shared by the tests of a class.
        self.outer: tuple[tuple[Level, frozenset[str]], ...] = outer
        # The marks of each pytest.param case; one empty set when there are none.
        self.cases: tuple[frozenset[str], ...] = cases
        # Where a once-per-class report goes: the class holding the test, or the test.
        self.owner: ast.AST = classes[-1] if classes else function
        self._case_marks = case_marks

    def cumulative(self) -> list[tuple[Level, frozenset[str]]]:
        """Each level with the marks it and the levels outside it give."""
        own = self.levels[-1]
        return [*self.outer, (own, self.outer[-1][1] | own.marks)]

    def case_marks(self) -> tuple[frozenset[str], ...]:
        """Every mark of each case: the levels' marks and the case's own."""
        return self._case_marks


_NO_MARKS: frozenset[str] = frozenset()
_NO_CASES: tuple[frozenset[str], ...] = (_NO_MARKS,)


def inventory(ctx) -> list[TestEntry]:
    """The file's tests with their mark levels (computed once per file)."""
    found = ctx.scratch.get("categories")
    if found is None:
        found = ctx.scratch["categories"] = _Reader(ctx).entries()
    return found


def site(entry: TestEntry, condition) -> tuple[ast.AST, frozenset[str]] | None:
    """The outermost level whose cumulative marks meet ``condition`` (counting the
    test's cases at its own level), with those marks; None when no level does."""
    for level, marks in entry.outer:
        if condition(marks):
            return level.node, marks
    for marks in entry.case_marks():
        if condition(marks):
            return entry.function, marks
    return None


def where(node: ast.AST) -> str:
    if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
        return node.name
    return "the module's pytestmark"


_WORD = lazy_compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")


@functools.lru_cache(maxsize=4096)
def words(name: str) -> tuple[str, ...]:
    """``TestRealDaemonAPI`` -> (test, real, daemon, api); ``test_live_x`` -> (test, live, x)."""
    return tuple(word.lower() for word in _WORD.findall(name))


def contains_words(name: str, pattern: str) -> bool:
    """Whether the words of ``pattern`` appear, in a row, among the words of ``name``."""
    wanted, have = words(pattern), words(name)
    size = len(wanted)
    return bool(size) and any(have[i:i + size] == wanted for i in range(len(have) - size + 1))


class _Reader:
    def __init__(self, ctx):
        self.ctx = ctx
        self.here = ctx.module
        self.class_memo: dict[ast.ClassDef, frozenset[str]] = {}
        self.alias_memo: dict[tuple, frozenset[str]] = {}
        self.root = root_of(ctx.filename)

    def entries(self) -> list[TestEntry]:
        module_level = self._module_level()
        # The levels outside a test, cumulatively, per innermost class (None: none).
        outer: dict[ast.ClassDef | None, tuple] = {}
        found = []
        for function, classes in self.ctx.collected_tests():
            key = classes[-1] if classes else None
            around = outer.get(key)
            if around is None:
                levels = (
                    module_level, *[Level(c, self.class_marks(c, self.here)) for c in classes]
                )
                cumulative, every = [], _NO_MARKS
                for level in levels:
                    every = every | level.marks
                    cumulative.append((level, every))
                around = outer[key] = (levels, tuple(cumulative))
            levels, cumulative = around
            every = cumulative[-1][1]
            decorators = function.decorator_list
            own = self.marks_in(decorators, self.here) if decorators else _NO_MARKS
            if own:
                every = every | own
            cases = (tuple(self._cases(function)) if decorators else None) or _NO_CASES
            case_marks = (every,) if cases is _NO_CASES else tuple(every | c for c in cases)
            found.append(TestEntry(
                function, classes, (*levels, Level(function, own)), cumulative, cases, case_marks
            ))
        return found

    def _module_level(self) -> Level:
        node, marks = self.ctx.tree, frozenset()
        for statement in self.ctx.tree.body:
            if _assigns_pytestmark(statement):  # the last assignment wins, as at run time
                node = statement
                marks = self.marks_in([statement.value], self.here)
        return Level(node, marks)

    # --- marks ----------------------------------------------------------------
    def marks_in(self, expressions, module: ModuleView, depth: int = 0) -> frozenset[str]:
        marks: set[str] = set()
        for expression in expressions:
            listed = isinstance(expression, (ast.List, ast.Tuple))
            items = expression.elts if listed else [expression]
            for item in items:
                name = mark_name(item, module.imports)
                if name is not None:
                    marks.add(name)
                elif depth < 3:
                    marks |= self._alias_marks(item, module, depth)
        return frozenset(marks)

    def _alias_marks(self, item, module: ModuleView, depth: int) -> frozenset[str]:
        """Marks behind a name: ``unit = pytest.mark.unit`` here or in an imported module."""
        target = item.func if isinstance(item, ast.Call) else item
        # The same written name means the same thing throughout a module.
        key = (module, dotted_name(target), depth)
        found = self.alias_memo.get(key)
        if found is None:
            found = self._read_alias(target, module, depth)
            if key[1] is not None:
                self.alias_memo[key] = found
        return found

    def _read_alias(self, target, module: ModuleView, depth: int) -> frozenset[str]:
        if isinstance(target, ast.Name):
            value = _assigned(module, target.id)
            if value is not None:
                return self.marks_in([value], module, depth + 1)
        qualified = module.imports.resolve(target)
        if qualified is None or qualified.startswith(("pytest.", "unittest.")):
            return frozenset()
        found = find_assignment(qualified, module.path, self._readable)
        if found is None:
            return frozenset()
        return self.marks_in([found[1]], found[0], depth + 1)

    def _readable(self, path: str) -> bool:
        return in_project(path, self.root)

    def class_marks(self, cls: ast.ClassDef, module: ModuleView, depth: int = 0) -> frozenset[str]:
        """A class's decorators and ``pytestmark``, and those of its bases."""
        memo = self.class_memo.get(cls)
        if memo is not None:
            return memo
        self.class_memo[cls] = frozenset()  # a cycle of bases adds nothing
        values = [s.value for s in cls.body if _assigns_pytestmark(s)]
        marks = set(self.marks_in([*cls.decorator_list, *values], module))
        if depth < _MAX_BASE_DEPTH:
            for base_module, base in project_bases(cls, module, self._readable):
                marks |= self.class_marks(base, base_module, depth + 1)
        result = self.class_memo[cls] = frozenset(marks)
        return result

    # --- pytest.param cases -------------------------------------------------------
    def _cases(self, function) -> list[frozenset[str]]:
        """The marks of each parametrized case, when any ``pytest.param`` carries marks."""
        per_decorator = []
        for decorator in function.decorator_list:
            if not isinstance(decorator, ast.Call) or mark_name(decorator, self.ctx.imports) != (
                "parametrize"
            ):
                continue
            values = self._argvalues(decorator)
            if values is None:
                continue
            per_decorator.append({self._param_marks(value) for value in values})
        if not any(len(options) > 1 or any(options) for options in per_decorator):
            return []
        combined = {frozenset()}
        for options in per_decorator:
            combined = {a | b for a, b in itertools.product(combined, options)}
            if len(combined) > _MAX_CASES:
                break
        return sorted(combined, key=sorted)

    def _argvalues(self, decorator: ast.Call):
        values = decorator.args[1] if len(decorator.args) > 1 else None
        for keyword in decorator.keywords:
            if keyword.arg == "argvalues":
                values = keyword.value
        if isinstance(values, ast.Name):
            values = _assigned(self.here, values.id)
        if isinstance(values, (ast.List, ast.Tuple, ast.Set)):
            return values.elts
        return None

    def _param_marks(self, value) -> frozenset[str]:
        if not (isinstance(value, ast.Call) and self.ctx.resolve(value.func) == "pytest.param"):
            return frozenset()
        for keyword in value.keywords:
            if keyword.arg == "marks":
                return self.marks_in([keyword.value], self.here)
        return frozenset()


def _assigned(module: ModuleView, name: str) -> ast.AST | None:
    """``module.assigned(name)``, from a table of the module's assignments built once."""
    table = module.memo.get("categories.assigned")
    if table is None:
        table = module.memo["categories.assigned"] = {}
        for statement in module.tree.body:
            if isinstance(statement, ast.Assign):
                for target in statement.targets:
                    if isinstance(target, ast.Name):
                        table[target.id] = statement.value
            elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
                if isinstance(statement.target, ast.Name):
                    table[statement.target.id] = statement.value
    return table.get(name)


def _assigns_pytestmark(statement) -> bool:
    kind = type(statement)
    if kind is ast.Assign:
        for target in statement.targets:
            if type(target) is ast.Name and target.id == "pytestmark":
                return True
        return False
    return (
        kind is ast.AnnAssign
        and statement.value is not None
        and isinstance(statement.target, ast.Name)
        and statement.target.id == "pytestmark"
    )
