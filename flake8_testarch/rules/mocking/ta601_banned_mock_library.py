"""A mocking library the project has banned.

## What it flags
In test files and `conftest.py`, every use of a banned mocking library:

- an import of it (`import mock`, `from mock import patch`,
  `import pytest_mock`, `from pytest_mock import MockerFixture`, under any
  alias), including imports inside functions and `if TYPE_CHECKING:` blocks;
- a test or fixture that asks for one of pytest-mock's fixtures (`mocker`,
  `class_mocker`, `module_mocker`, `package_mocker`, `session_mocker`)
  while `pytest_mock` is banned, reported on the parameter. A fixture of
  that name that the project defines itself (in the same file or a
  `conftest.py` above it) is not pytest-mock's and is not reported;
- `pytest_plugins` naming a banned module, and
  `pytest.importorskip("<banned module>")`.

By default only the `mock` backport is banned: it duplicates the standard
library. Whether to use pytest-mock is a project's choice, so `pytest_mock`
is reported only when the project bans it. A banned library that the
project's own code depends on at run time (`install_requires`, also
through a name setup.py assigns first, `[project] dependencies`, poetry's
dependencies) is not reported: a library that still
supports Python 2, say, builds its own mocks with the backport, and its
tests keep to the one library by using it too. Nor is the `mock` backport
in a project that declares it still runs on Python 2 (`requires-python`
or `python_requires` admitting 2.x, a `Programming Language :: Python ::
2` classifier, also in the `PKG-INFO` of an sdist whose setup is built by
the project's own tooling, or, with no required Python stated and no
`Programming Language :: Python :: 3` classifier either, a universal
wheel, `universal = 1` in setup.cfg): `unittest.mock` does not exist
there. A project whose classifiers name only Python 3 has said where it
runs; a universal wheel left in its setup.cfg, or a test still branching
on Python 2, does not take that back. Nor is a project
that is the banned library itself, or keeps a module of that name (a
`mock/` package or `mock.py` of its own): its tests import the code under
test. Nor is an import made only
when the standard library's fails (`try: from unittest import mock` /
`except ImportError: import mock`, also in a `try` of its own inside
that handler, or under a handler of anything, `except:` or `except
Exception:`, after a `try` that imports `unittest.mock`), or in a branch
only Pythons older
than 3.3 take (`if sys.version_info >= (3, 3): ... else: import mock`,
or `if OLD_PYTHON:` after `OLD_PYTHON = sys.version_info < (3, 3)`):
where `unittest.mock` exists it never runs.
Helpers that merely receive a `mocker` from their caller are not reported:
the test or fixture that asked for it already is. Code inside strings
(`pytester.makepyfile("import mock")`) is not code and is not reported.

## Why it is bad
Python ships `unittest.mock`. The `mock` backport is a second copy of it that
moves on its own schedule: mocks, `ANY`, `call` and `sentinel` from the two
libraries do not recognise each other, and a suite that mixes them fails in
confusing ways. One mocking library, chosen once, keeps every test readable
the same way. A project that bans pytest-mock does so because its `mocker`
undoes its patches only when the test ends, so the reader cannot see from
the code how far a patch reaches, and it adds a dependency for what a
`with patch(...):` block already does; with the ban, a test asking for
`mocker` is reported too.

## Example
```python
from mock import patch


def test_charge_is_sent(gateway):
    with patch("shop.billing.send", autospec=True) as send:
        gateway.charge(10)
    send.assert_called_once_with(10)
```

## Use instead
```python
from unittest.mock import patch


def test_charge_is_sent(gateway):
    with patch("shop.billing.send", autospec=True) as send:
        gateway.charge(10)
    send.assert_called_once_with(10)
```

## Options
`--testarch-banned-mock-modules`: comma-separated module names whose use is
reported (a name bans its submodules too). Default: `mock`. A project
that keeps to `unittest.mock` sets `mock,pytest_mock`; one that standardises
on pytest-mock sets `mock,unittest.mock`; an empty value bans nothing.
"""

from __future__ import annotations

import ast
import os

from flake8_testarch.project import modules as project
from flake8_testarch.project.dependencies import normalised
from flake8_testarch.suite.collection import Role
from flake8_testarch.suite.fixtures import defined_fixtures, fixture_modules
from flake8_testarch.core.rule import Hit, Rule, RuleOption, calls_named
from flake8_testarch.rules.mocking._mocks import parse_module_names
from flake8_testarch.suite.vocabulary import MOCKER_FIXTURES
from flake8_testarch.semantic.version_checks import runs_only_below

DEFAULT_BANNED = "mock"
_OPTION = "testarch_banned_mock_modules"

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "mechanical: import unittest.mock instead of the backport"

RULE = Rule(
    code="TA601",
    name="banned-mock-library",
    summary="a banned mocking library (by default the mock backport)",
    message="{what} uses {module}, a banned mocking library; {instead}",
    options=(
        RuleOption(
            flag="--testarch-banned-mock-modules",
            help="Comma-separated modules whose use in tests TA601 reports "
            f"(default: {DEFAULT_BANNED}; 'mock,pytest_mock' to keep pytest-mock out too).",
            default=DEFAULT_BANNED,
            parse=parse_module_names,
            comma_separated=True,
        ),
    ),
)


class _File:
    """What a file can report, read once from its text: an import of a banned
    module spells out its last name, pytest-mock's fixtures all end in
    ``mocker``, and the other uses name ``importorskip`` or ``pytest_plugins``."""

    def __init__(self, ctx):
        banned = ctx.settings.values.get(_OPTION, ("mock",))
        if banned:
            # A library the project's own code depends on is the one its
            # tests should use too.
            owner = project.project_for(ctx.filename)
            depends_on = owner.dependencies
            banned = tuple(
                name for name in banned
                if normalised(name.partition(".")[0]) not in depends_on
                # A project that still runs on Python 2 has no unittest.mock there.
                and not (name == "mock" and owner.pythons.python_2)
                # The project is that library (or keeps a module of that
                # name): its tests import the code under test.
                and project.project_module_folder(name.partition(".")[0], ctx.filename) is None
            )
        text = ctx.text
        self.banned = banned
        self.may_import = any(name.rpartition(".")[2] in text for name in banned)
        self.pytest_mock = _match("pytest_mock", banned) if "mocker" in text else None
        self.importorskip = bool(banned) and "importorskip" in text
        self.plugins = bool(banned) and "pytest_plugins" in text
        # fixture name -> whether the project defines a fixture of that name.
        self.own_fixtures: dict[str, bool] = {}


def _file(ctx) -> _File:
    facts = ctx.scratch.get(RULE.code)
    if facts is None:
        facts = ctx.scratch[RULE.code] = _File(ctx)
    return facts


def applies_to(ctx) -> bool:
    """Whether the file's text leaves room for any of the four uses."""
    facts = _file(ctx)
    return bool(facts.may_import or facts.pytest_mock or facts.importorskip or facts.plugins)


def _match(module: str, banned) -> str | None:
    for name in banned:
        if module == name or module.startswith(name + "."):
            return name
    return None


def _instead(ctx, mocker: bool = False) -> str:
    if _match("unittest.mock", _file(ctx).banned) is None:
        if mocker:
            return "use unittest.mock.patch as a decorator or context manager, or monkeypatch"
        return "use unittest.mock"
    return "use the mocking library the project allows"


def _fallback(node, ctx) -> bool:
    """The import is the fallback of one that failed (``try: from unittest
    import mock`` / ``except ImportError: import mock``), or sits in a branch
    only Pythons older than ``unittest.mock`` take (``if sys.version_info >=
    (3, 3): ... else: import mock``): where the standard library has the
    module, it never runs."""
    if "version_info" in ctx.text and _before_unittest_mock(node, ctx):
        return True
    if "except" not in ctx.text:
        return False
    around = ctx.semantic.ancestors(node, ctx.scopes[-1] if ctx.scopes else ctx.tree)
    # A second attempt may sit in a `try` of its own inside the handler
    # (`except ImportError: try: import mock ...`).
    at = next((i for i, a in enumerate(around) if type(a) is not ast.Try), None)
    handler = around[at] if at is not None else None
    if type(handler) is not ast.ExceptHandler:
        return False
    names = [] if handler.type is None else (
        handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    )
    if any(getattr(name, "id", None) in _IMPORT_ERRORS for name in names):
        return True
    # A handler that catches everything (`except:`, `except Exception:`)
    # after a `try` that imports the standard library's module.
    owner = around[at + 1] if at + 1 < len(around) else None
    return (
        (not names or any(getattr(name, "id", None) in _EVERYTHING for name in names))
        and type(owner) is ast.Try and any(map(_imports_unittest_mock, owner.body))
    )


def _imports_unittest_mock(statement: ast.stmt) -> bool:
    if type(statement) is ast.ImportFrom:
        return statement.module == "unittest.mock" or statement.module == "unittest" and any(
            alias.name == "mock" for alias in statement.names
        )
    return type(statement) is ast.Import and any(
        alias.name == "unittest.mock" for alias in statement.names
    )


_IMPORT_ERRORS = frozenset({"ImportError", "ModuleNotFoundError"})
_EVERYTHING = frozenset({"Exception", "BaseException"})
# The first Python whose standard library has unittest.mock.
_UNITTEST_MOCK = (3, 3)


def _before_unittest_mock(node, ctx) -> bool:
    """The import is in the branch of an ``if`` on ``sys.version_info`` that
    only runs below Python 3.3: the ``else`` of ``>= (3, 3)`` (or of ``>
    (3, 2)``), the body of ``< (3, 3)``, ``[0] < 3`` and ``[0] == 2``."""
    around = ctx.semantic.ancestors(node, ctx.scopes[-1] if ctx.scopes else ctx.tree)
    branch = around[0] if around else None
    if type(branch) is not ast.If:
        return False
    in_else = any(statement is node for statement in branch.orelse)
    below = runs_only_below(branch, in_else, ctx.resolve, ctx.semantic.assigned_at)
    return below is not None and below <= _UNITTEST_MOCK


def visit_Import(node: ast.Import, ctx):
    facts = _file(ctx)
    if not facts.may_import:
        return ()
    for alias in node.names:
        module = _match(alias.name, facts.banned)
        if module and not _fallback(node, ctx):
            return (Hit(node, {"what": f"import {alias.name}", "module": module,
                               "instead": _instead(ctx)}),)
    return ()


def visit_ImportFrom(node: ast.ImportFrom, ctx):
    facts = _file(ctx)
    if not facts.may_import or node.level or not node.module:
        return ()
    banned = facts.banned
    module = _match(node.module, banned)
    if module:
        what = f"from {node.module} import ..."
    else:
        for alias in node.names:
            module = _match(f"{node.module}.{alias.name}", banned)
            if module:
                what = f"from {node.module} import {alias.name}"
                break
        else:
            return ()
    if _fallback(node, ctx):
        return ()
    return (Hit(node, {"what": what, "module": module, "instead": _instead(ctx)}),)


def _visit_function(node, ctx):
    if _file(ctx).pytest_mock is None:
        return ()
    arguments = node.args
    every = (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
    asked = [argument for argument in every if argument.arg in MOCKER_FIXTURES]
    return _check_fixtures(node, asked, ctx) if asked else ()


def _check_fixtures(node, asked, ctx):
    module = _file(ctx).pytest_mock
    if ctx.classify(node) not in (Role.TEST, Role.FIXTURE):
        return
    for argument in asked:
        if not _own_fixture(argument.arg, ctx):
            what = f"the {argument.arg} fixture"
            yield Hit(argument, {"what": what, "module": module,
                                 "instead": _instead(ctx, mocker=True)})


visit_FunctionDef = _visit_function
visit_AsyncFunctionDef = _visit_function


def _own_fixture(name: str, ctx) -> bool:
    """Whether the project defines a fixture of that name itself: in this
    file, or in a conftest.py that applies to it."""
    known = _file(ctx).own_fixtures
    if name not in known:
        root = project.project_root(os.path.dirname(os.path.abspath(ctx.filename)))
        known[name] = any(
            fixture.name == name and fixture.owner is None
            for module in fixture_modules(ctx.module)
            if module is ctx.module or project.in_project(module.path, root)
            for fixture in defined_fixtures(module)
        )
    return known[name]


def visit_Assign(node: ast.Assign, ctx):
    """``pytest_plugins = ["pytest_mock"]`` at module level."""
    if ctx.scopes or not _file(ctx).plugins or not any(
        isinstance(target, ast.Name) and target.id == "pytest_plugins" for target in node.targets
    ):
        return ()
    return _check_plugins(node, ctx)


def _check_plugins(node: ast.Assign, ctx):
    banned = _file(ctx).banned
    values = node.value.elts if isinstance(node.value, (ast.List, ast.Tuple)) else [node.value]
    for value in values:
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            module = _match(value.value, banned)
            if module:
                yield Hit(value, {"what": f"pytest_plugins entry {value.value!r}",
                                  "module": module, "instead": _instead(ctx)})


@calls_named({"importorskip"})
def visit_Call(node: ast.Call, ctx):
    """``pytest.importorskip("mock")``."""
    if not _file(ctx).importorskip:
        return ()
    func = node.func
    if getattr(func, "attr", None) != "importorskip" and getattr(func, "id", None) != (
        "importorskip"
    ):
        return ()
    if not (node.args and isinstance(node.args[0], ast.Constant)):
        return ()
    return _check_importorskip(node, ctx) if isinstance(node.args[0].value, str) else ()


def _check_importorskip(node: ast.Call, ctx):
    func = node.func
    module = _match(node.args[0].value, _file(ctx).banned)
    if module and ctx.resolve(func) == "pytest.importorskip":
        yield Hit(node, {"what": f"importorskip({node.args[0].value!r})", "module": module,
                         "instead": _instead(ctx)})
