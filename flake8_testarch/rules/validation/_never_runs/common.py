"""What TA307's checks share: the decorators that leave a test a test, a
file's module-level statements and fixtures, and a class's same-file lineage.
"""

from __future__ import annotations

import ast
import bisect
import os
import re
from functools import cached_property

from flake8_testarch.project.files import read_text
from flake8_testarch.project.modules import find_module, read_module
from flake8_testarch.project.roots import in_project, root_of
from flake8_testarch.suite.marks import pytestmark_values
from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.semantic.imports import ImportMap
from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.syntax import TRIES

_SCRATCH_KEY = "TA307"
_TEST_FOLDERS = frozenset({"tests", "test", "testing"})
_NOT_TEST_MODULES = frozenset({"conftest.py", "__init__.py", "__main__.py"})
_PLAIN_TESTCASES = frozenset({"unittest.TestCase", "unittest.case.TestCase"})
# Methods through which a same-file base could change how test methods are called.
_CALL_MACHINERY = frozenset(
    {"run", "debug", "_callTestMethod", "__call__", "__getattribute__", "__init_subclass__"}
)
_TRANSPARENT_DECORATORS = frozenset(
    {
        "unittest.skip", "unittest.skipIf", "unittest.skipUnless", "unittest.expectedFailure",
        "unittest.case.skip", "unittest.case.skipIf", "unittest.case.skipUnless",
        "unittest.case.expectedFailure",
    }
)
_PATCHERS = ("unittest.mock.patch", "mock.patch")
_DATACLASS_DECORATORS = frozenset(
    {
        "dataclasses.dataclass", "attr.s", "attr.attrs", "attr.define", "attr.frozen",
        "attr.mutable", "attr.dataclass", "attrs.define", "attrs.frozen", "attrs.mutable",
        "pydantic.dataclasses.dataclass",
    }
)
_ASYNC_MARKS = frozenset(
    {"asyncio", "anyio", "trio", "curio", "gen_test", "asyncio_cooperative", "tornado"}
)
# Marks whose plugin runs a generator test as a coroutine: pytest-tornado's
# ``gen_test`` wraps a generator in tornado's ``gen.coroutine``.
GENERATOR_MARKS = frozenset({"gen_test"})
_ANYIO_FIXTURES = frozenset({"anyio_backend", "anyio_backend_name", "anyio_backend_options"})
# A plugin name that hints at an async test runner (in -p, pytest_plugins).
_ASYNC_PLUGIN_HINT = lazy_compile(r"async|anyio|trio|curio|tornado|twisted|aio", re.I)


def _decorator_name(decorator: ast.AST, ctx) -> str | None:
    return ctx.resolve(decorator.func if isinstance(decorator, ast.Call) else decorator)


def _is_transparent(decorator: ast.AST, ctx) -> bool:
    """A decorator that leaves the test a test: a pytest mark, a unittest skip,
    ``mock.patch`` (which keeps a coroutine a coroutine)."""
    name = _decorator_name(decorator, ctx)
    if name is None:
        return False
    if name.startswith("pytest.mark.") or name in _TRANSPARENT_DECORATORS:
        return True
    return any(name == patcher or name.startswith(patcher + ".") for patcher in _PATCHERS)


def _all_transparent(decorators, ctx) -> bool:
    return all(_is_transparent(decorator, ctx) for decorator in decorators)


def _module_level(body):
    """Statements at module level, through if/try/with blocks."""
    stack = list(reversed(body))
    while stack:
        statement = stack.pop()
        yield statement
        if isinstance(statement, (ast.If, ast.With, *TRIES)):
            blocks = [getattr(statement, field, []) for field in ("body", "orelse", "finalbody")]
            blocks += [handler.body for handler in getattr(statement, "handlers", ())]
            for block in reversed(blocks):
                stack.extend(reversed(block))


def _parameters(function) -> list[str]:
    arguments = function.args
    return [a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)]


class _FileFacts:
    """Facts about the whole file, computed once per file and only when asked."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.tree = ctx.tree
        # Whether the file or the project runs every coroutine test; None until asked.
        self.coroutines_run: bool | None = None

    @cached_property
    def classes(self) -> dict[str, list[ast.ClassDef]]:
        found: dict[str, list[ast.ClassDef]] = {}
        for statement in _module_level(self.tree.body):
            if isinstance(statement, ast.ClassDef):
                found.setdefault(statement.name, []).append(statement)
        return found

    @cached_property
    def checks_tests(self) -> bool:
        """A test file other than ``conftest.py``, where pytest collects nothing."""
        return self.ctx.is_test_file and os.path.basename(self.ctx.filename) != "conftest.py"

    @cached_property
    def module_pytestmark(self) -> list[ast.AST]:
        return _pytestmark_values(self.tree.body)

    @cached_property
    def _yield_lines(self) -> list[int]:
        """The lines holding the word "yield", sorted (found in the file's text:
        most files have none, and testing each line costs far more)."""
        text, found = self.ctx.text, []
        at = text.find("yield")
        while at != -1:
            line = self.ctx.line_of(at)
            if not found or found[-1] != line:
                found.append(line)
            at = text.find("yield", at + 5)
        return found

    def says_yield(self, node: ast.AST) -> bool:
        """The word "yield" appears in the node's lines."""
        lines = self._yield_lines
        end = getattr(node, "end_lineno", None) or len(self.ctx.lines)
        at = bisect.bisect_left(lines, node.lineno)
        return at < len(lines) and lines[at] <= end

    def mentions(self, name: str, outside: ast.AST, pattern: str = r"\b{}\b") -> bool:
        """The file's text has ``name`` (in ``pattern``) outside the lines of the
        definition ``outside``: a reference, a call, a string or a comment; any of
        them means the file itself uses the thing."""
        first, last = outside.lineno, outside.end_lineno or outside.lineno
        for match in re.finditer(pattern.format(re.escape(name)), self.ctx.text):
            if not first <= self.ctx.line_of(match.start()) <= last:
                return True
        return False

    @cached_property
    def _fixtures(self) -> list[tuple[str, list[str], bool]]:
        fixtures = []
        candidates = list(_module_level(self.tree.body))
        for cls in [node for node in candidates if isinstance(node, ast.ClassDef)]:
            candidates += cls.body
        for node in candidates:
            if isinstance(node, FUNCTION_TYPES) and self.ctx.is_fixture(node):
                autouse = any(
                    isinstance(decorator, ast.Call)
                    and any(
                        keyword.arg == "autouse"
                        and isinstance(keyword.value, ast.Constant)
                        and keyword.value.value is True
                        for keyword in decorator.keywords
                    )
                    for decorator in node.decorator_list
                )
                fixtures.append((node.name, _parameters(node), autouse))
        return fixtures

    @cached_property
    def anyio_fixtures(self) -> frozenset[str]:
        """Fixture names whose requests reach ``anyio_backend`` (same file, transitively)."""
        reaching = set(_ANYIO_FIXTURES)
        changed = True
        while changed:
            changed = False
            for name, parameters, _autouse in self._fixtures:
                if name not in reaching and reaching.intersection(parameters):
                    reaching.add(name)
                    changed = True
        return frozenset(reaching)

    @cached_property
    def autouse_anyio(self) -> bool:
        return any(
            autouse and name in self.anyio_fixtures for name, _p, autouse in self._fixtures
        )

    @cached_property
    def runs_coroutines(self) -> bool:
        """The file itself loads an async plugin or defines a test-calling hook."""
        for statement in _module_level(self.tree.body):
            if isinstance(statement, FUNCTION_TYPES) and statement.name == "pytest_pyfunc_call":
                return True
            if _assigns(statement, "pytest_plugins") and _names_async_plugin(
                statement.value, self.ctx.filename
            ):
                return True
        return plain_async_fixtures(self.tree.body)


def plain_async_fixtures(body: list) -> bool:
    """An ``async def`` fixture declared with plain ``@pytest.fixture``:
    pytest cannot run it, so the suite relies on a plugin that runs every
    coroutine (pytest-asyncio's auto mode, trio mode), set up where the
    linter cannot see it (a config file the sdist leaves out)."""
    statements = list(_module_level(body))
    names = ImportMap()
    names.add_all(statements)
    return any(
        names.resolve(decorator.func if type(decorator) is ast.Call else decorator)
        == "pytest.fixture"
        for statement in statements
        if type(statement) is ast.AsyncFunctionDef
        for decorator in statement.decorator_list
    )


def _assigns(statement: ast.AST, name: str) -> bool:
    return isinstance(statement, ast.Assign) and any(
        isinstance(target, ast.Name) and target.id == name for target in statement.targets
    )


def _names_async_plugin(value: ast.AST, importer: str, seen: frozenset[str] = frozenset()) -> bool:
    """``pytest_plugins`` names a plugin that may run coroutine tests: one
    named for async work, one of the project whose code takes them over
    (``pytest_pyfunc_call``) or that loads such a plugin in turn, or one
    from outside the project other than pytest's own: its hooks cannot be
    read, so they may. ``seen``: the plugin modules already on the way."""
    return any(
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and _plugin_may_run_coroutines(node.value, importer, seen)
        for node in ast.walk(value)
    )


_RUNS_COROUTINES = ("pytest_pyfunc_call", "pytest_pycollect_makeitem", "iscoroutinefunction")


def _plugin_may_run_coroutines(plugin: str, importer: str, seen: frozenset[str]) -> bool:
    if _ASYNC_PLUGIN_HINT.search(plugin):
        return True
    if plugin == "pytester" or plugin.startswith("_pytest."):
        return False  # pytest's own plugins run no coroutine
    path = find_module(plugin, importer)
    if path is None or not in_project(path, root_of(importer)):
        return True
    text = read_text(path)
    if not text or any(hook in text for hook in _RUNS_COROUTINES):
        return True
    if "pytest_plugins" not in text or path in seen:
        return False
    # The project's plugin module loads plugins of its own (pytest reads its
    # ``pytest_plugins`` too); read once per process, as every module is.
    module = read_module(path)
    if module is None or not module.tree.body:
        return True  # it does not parse: what it loads cannot be read
    return any(
        _assigns(statement, "pytest_plugins")
        and _names_async_plugin(statement.value, path, seen | {path})
        for statement in _module_level(module.tree.body)
    )


def _facts(ctx) -> _FileFacts:
    # Kept on the file's context: a module-level map keyed by the tree would keep
    # every linted file's tree alive (its value holds the context, which holds the key).
    facts = ctx.scratch.get(_SCRATCH_KEY)
    if facts is None:
        facts = ctx.scratch[_SCRATCH_KEY] = _FileFacts(ctx)
    return facts


def _local_class(base: ast.AST, facts: _FileFacts) -> ast.ClassDef | None:
    if isinstance(base, ast.Name):
        definitions = facts.classes.get(base.id, ())
        if len(definitions) == 1:
            return definitions[0]
    return None


def _lineage(cls: ast.ClassDef, facts: _FileFacts, ctx, seen=()):
    """``(same-file classes in cls's ancestry, cls first; dotted names of its other
    ancestors)``, or None when the file cannot tell (a metaclass, a base that is
    neither a same-file class nor an imported name, a cycle)."""
    if cls.keywords or cls in seen:
        return None
    local, external = [cls], set()
    for base in cls.bases:
        parent = _local_class(base, facts)
        if parent is not None:
            found = _lineage(parent, facts, ctx, (*seen, cls))
            if found is None:
                return None
            local += found[0]
            external |= found[1]
            continue
        name = ctx.resolve(base)
        if name is None:
            if isinstance(base, ast.Name) and base.id == "object":
                continue
            return None
        external.add(name)
    return local, external


def _methods(cls: ast.ClassDef):
    return [node for node in cls.body if isinstance(node, FUNCTION_TYPES)]


def _sets_dunder_test(classes) -> bool:
    return any(
        _assigns(statement, "__test__")
        or (
            isinstance(statement, ast.AnnAssign)
            and isinstance(statement.target, ast.Name)
            and statement.target.id == "__test__"
        )
        for cls in classes
        for statement in cls.body
    )


def _test_methods(classes, ctx) -> list[str]:
    names = []
    for cls in classes:
        for method in _methods(cls):
            if ctx.layout.is_test_function_name(method.name) and not ctx.is_fixture(method):
                names.append(method.name)
    return names


def _class_decorators_known(local_classes, ctx, allow_dataclass=False) -> bool:
    for cls in local_classes:
        for decorator in cls.decorator_list:
            if _is_transparent(decorator, ctx):
                continue
            if allow_dataclass and _decorator_name(decorator, ctx) in _DATACLASS_DECORATORS:
                continue
            return False
    return True


def _usefixtures(expressions, ctx) -> set[str]:
    names = set()
    for expression in expressions:
        for node in ast.walk(expression):
            if isinstance(node, ast.Call) and ctx.mark_name(node) == "usefixtures":
                names.update(
                    arg.value
                    for arg in node.args
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                )
    return names


def _marks(expressions, ctx) -> set[str]:
    marks = set()
    for expression in expressions:
        items = expression.elts if isinstance(expression, (ast.List, ast.Tuple)) else [expression]
        marks.update(filter(None, map(ctx.mark_name, items)))
    return marks


_pytestmark_values = pytestmark_values
