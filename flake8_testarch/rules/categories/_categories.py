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
import os

from flake8_testarch.project.files import read_text
from flake8_testarch.project.modules import conftest_files
from flake8_testarch.project.pytest_config import matches_file_pattern
from flake8_testarch.project.roots import root_of
from flake8_testarch.suite.marks import NO_MARKS
from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.core.rule import OptionError, RuleOption
from flake8_testarch.syntax import name_words

DEFAULT_CATEGORIES = ("unit", "integration", "external_infra")
_IDENTIFIER = lazy_compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_MAX_CASES = 64


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
    "default: unit,integration,external_infra when the project's pytest configuration "
    "registers one of them as a marker, else none: the category rules are off).",
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


def parse_category_paths(value) -> tuple[tuple[str, str], ...]:
    """``t/unit/*:unit, t/integration/*:integration``: (glob, mark) pairs."""
    items = value if isinstance(value, (list, tuple)) else str(value or "").split(",")
    pairs = []
    for item in items:
        item = item.strip()
        if not item:
            continue
        glob, colon, mark = item.rpartition(":")
        if not colon or not glob.strip() or not _IDENTIFIER.match(mark.strip()):
            raise OptionError(
                "expected comma-separated 'glob:mark' pairs such as "
                f"'tests/unit/*:unit,tests/integration/*:integration', got {item!r}"
            )
        pairs.append((glob.strip(), mark.strip()))
    return tuple(pairs)


PATHS_OPTION = RuleOption(
    flag="--testarch-category-paths",
    help="Comma-separated 'glob:mark' pairs: a test file whose path matches the glob "
    "carries that category as if its module were marked (TA201-TA205; "
    "'tests/unit/*:unit,tests/integration/*:integration').",
    default=(),
    parse=parse_category_paths,
    comma_separated=True,
)


def path_marks(ctx) -> frozenset[str]:
    """The categories ``--testarch-category-paths`` gives the linted file."""
    pairs = ctx.settings.values.get("testarch_category_paths") or ()
    path = os.path.abspath(ctx.filename)
    return frozenset(mark for glob, mark in pairs if matches_file_pattern(path, glob))


def folder_lanes(ctx, names: frozenset[str]) -> frozenset[str]:
    """Those of ``names`` (the project's categories and registered lanes)
    that name a folder the linted file sits in below its project's root
    (``tests/unit/test_x.py``): a project that sorts its tests into folders
    named after its categories has chosen each file's lane, and runs it as
    ``pytest tests/unit``."""
    path = os.path.abspath(ctx.filename)
    relative = os.path.relpath(os.path.dirname(path), root_of(path))
    if relative.startswith(os.pardir):
        return frozenset()
    return names.intersection(relative.split(os.sep))


def check_categories(values, flag: str, wanted, code: str) -> None:
    """``OptionError`` when a category that the option ``flag`` names is not one
    of the project's categories: rule ``code`` would never see a test in it and
    would stay silent."""
    named = values.get("testarch_categories")
    allowed = named or DEFAULT_CATEGORIES
    for category in wanted:
        if category not in allowed:
            among = "--testarch-categories" if named else "the default categories"
            raise OptionError(
                f"{flag}: the category {category!r} is not one of {among} "
                f"({','.join(allowed)}); name one of them, add it to --testarch-categories, "
                f"or turn {code} off (extend-ignore = {code})"
            )


def categories(ctx) -> frozenset[str]:
    """The project's test categories: the marks ``--testarch-categories``
    names, else the default category marks when the project's pytest
    configuration registers one of them (``markers = unit: ...``). Empty when
    the project declared no categories: the category rules then stay quiet,
    since a suite that never chose categories has nothing to check against."""
    named = ctx.settings.values.get("testarch_categories")
    if named:
        return frozenset(named)
    paths = ctx.settings.values.get("testarch_category_paths") or ()
    by_path = frozenset(mark for _, mark in paths)
    if ctx.layout.markers.intersection(DEFAULT_CATEGORIES):
        return frozenset(DEFAULT_CATEGORIES) | by_path
    return by_path


def registered_lanes(ctx) -> frozenset[str]:
    """The other marks a project registers when its categories come from its
    registration (``markers = unit, integration, benchmark``): a test
    carrying one sits in a lane the project chose for it (its benchmarks).
    Such a lane cannot be told from a modifier such as ``slow``, so either
    counts as chosen. Empty when ``--testarch-categories`` names the
    categories: the project said exactly which marks they are."""
    if ctx.settings.values.get("testarch_categories"):
        return frozenset()
    registered = set(ctx.layout.markers)
    for path in conftest_files(ctx.filename):
        registered.update(_markers_added_in(path))
    return frozenset(registered).difference(DEFAULT_CATEGORIES)


@functools.lru_cache(maxsize=256)
def _markers_added_in(path: str) -> frozenset[str]:
    """The marks a ``conftest.py`` registers in its ``pytest_configure``
    (``config.addinivalue_line("markers", "slow: ...")``), read as text."""
    text = read_text(path)
    return frozenset(_ADDED_MARKER.findall(text)) if "addinivalue_line" in text else frozenset()


_ADDED_MARKER = lazy_compile(
    r"addinivalue_line\(\s*[\"']markers[\"']\s*,\s*[fr]?[\"']\s*([A-Za-z_][\w-]*)"
)


def suggested(ctx) -> frozenset[str]:
    """The categories a message offers: those named by the options, else the
    default ones the project registers, and those it declares by folder."""
    names = categories(ctx)
    if ctx.settings.values.get("testarch_categories"):
        return names
    return names.difference(DEFAULT_CATEGORIES).union(
        ctx.layout.markers.intersection(DEFAULT_CATEGORIES)
    )


def declared(ctx) -> bool:
    """Whether the project declares test categories (see ``categories``):
    the file-level gate of TA201-TA205."""
    return bool(categories(ctx))


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


_NO_CASES: tuple[frozenset[str], ...] = (NO_MARKS,)


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


def contains_words(name: str, pattern: str) -> bool:
    """Whether the words of ``pattern`` appear, in a row, among the words of ``name``."""
    wanted, have = name_words(pattern), name_words(name)
    size = len(wanted)
    return bool(size) and any(have[i:i + size] == wanted for i in range(len(have) - size + 1))


class _Reader:
    def __init__(self, ctx):
        self.ctx = ctx
        self.here = ctx.module
        self.marks = ctx.collection.marks

    def entries(self) -> list[TestEntry]:
        node, marks = self.marks.module_marks(self.here)
        module_level = Level(node, marks | path_marks(self.ctx))
        # The levels outside a test, cumulatively, per innermost class (None: none).
        outer: dict[ast.ClassDef | None, tuple] = {}
        found = []
        for function, classes in self.ctx.collected_tests():
            key = classes[-1] if classes else None
            around = outer.get(key)
            if around is None:
                levels = (
                    module_level,
                    *[Level(c, self.marks.class_marks(c, self.here)) for c in classes],
                )
                cumulative, every = [], NO_MARKS
                for level in levels:
                    every = every | level.marks
                    cumulative.append((level, every))
                around = outer[key] = (levels, tuple(cumulative))
            levels, cumulative = around
            every = cumulative[-1][1]
            decorators = function.decorator_list
            own = self.marks.marks_in(decorators, self.here) if decorators else NO_MARKS
            if own:
                every = every | own
            parametrized = decorators or any(c.decorator_list for c in classes)
            cases = (tuple(self._cases(function, classes)) if parametrized else None) or _NO_CASES
            case_marks = (every,) if cases is _NO_CASES else tuple(every | c for c in cases)
            found.append(TestEntry(
                function, classes, (*levels, Level(function, own)), cumulative, cases, case_marks
            ))
        return found

    # --- pytest.param cases -------------------------------------------------------
    def _cases(self, function, classes) -> list[frozenset[str]]:
        """The marks of each parametrized case, when any ``pytest.param`` carries
        marks: the test's own ``parametrize`` and its classes' (written there
        or behind a name, ``@all_storage``), every combination of them."""
        decorators = [*(d for c in classes for d in c.decorator_list), *function.decorator_list]
        per_decorator = self.marks.parametrized_cases(decorators, self.here)
        if not any(len(options) > 1 or any(options) for options in per_decorator):
            return []
        combined = {frozenset()}
        for options in per_decorator:
            combined = {a | b for a, b in itertools.product(combined, options)}
            if len(combined) > _MAX_CASES:
                break
        return sorted(combined, key=sorted)
