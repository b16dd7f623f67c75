"""A skip decided inside a test body by reading the platform (off by default).

## What it flags
In the body of a collected test (functions nested in it included), a skip — `pytest.skip(...)`,
`self.skipTest(...)`, `raise unittest.SkipTest(...)` — under an `if` whose
condition reads the machine the test runs on:

- `sys.platform`, `os.name`, `platform.*()`, `os.uname()`, `sys.implementation`,
  `sys.version_info`, `sys.pypy_version_info`, `sys.maxsize`, `sys.byteorder`;
- `os.environ` (`in`, `[...]`, `.get`) and `os.getenv`;
- `shutil.which(...)`, `importlib.util.find_spec(...)`, `os.geteuid()` /
  `os.getuid()`, `getpass.getuser()`, `sysconfig.get_config_var(...)`,
  `hasattr(<module>, ...)`;
- a name bound to one of those, in the test or at module level
  (`IS_WINDOWS = sys.platform == "win32"`), or set by a module-level
  `try: import x` / `except ImportError:` probe (`HAS_NUMPY`, `numpy = None`).

A skip in an `except ImportError:` (or `ModuleNotFoundError`) handler of the
test is reported too: it is `pytest.importorskip` written by hand. A skip in
any other `except` handler is decided by a failure the test met, not by the
platform, and is left alone, even under such an `if`.

Not reported: skips in fixtures, `setUp` and helpers (a fixture is where a
capability is injected), module-level skips, `pytest.importorskip(...)`
(it names what it needs and shows it in the skip reason), and skips decided
by anything else (a parameter, the result of the code under test).

Off by default; enable it with `extend-select = TA304`.

## Why it is bad
A skip hidden in the body is only known by running the test: nobody can see
from the collection, the markers or `pytest --collect-only` which tests need
Windows or a `git` binary, nobody can select or deselect them by marker, and
the fixtures and setup before the `if` run for nothing. A `skipif` marker
states the requirement where the test is declared; a fixture that provides
the capability (or skips) states it once for every test that needs it.

## Example
```python
import shutil
import sys

import pytest


def test_symlinks_are_followed(tmp_path):
    if sys.platform == "win32":
        pytest.skip("symlinks need privileges on Windows")
    (tmp_path / "link").symlink_to(tmp_path)
    assert (tmp_path / "link").resolve() == tmp_path


def test_clone_repository(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git not installed")
    assert clone("https://example.org/repo.git", tmp_path).exists()
```

## Use instead
```python
import shutil
import sys

import pytest


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_symlinks_are_followed(tmp_path):
    (tmp_path / "link").symlink_to(tmp_path)
    assert (tmp_path / "link").resolve() == tmp_path


@pytest.fixture
def git():
    path = shutil.which("git")
    if path is None:
        pytest.skip("git not installed")
    return path


def test_clone_repository(tmp_path, git):
    assert clone("https://example.org/repo.git", tmp_path, git=git).exists()
```

In a `unittest.TestCase`, use `@unittest.skipIf(...)` / `@unittest.skipUnless(...)`.

## Options
None.
"""

from __future__ import annotations

import ast

from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.core.rule import Hit, Rule
from flake8_testarch.syntax import LineSpans, child_nodes

# What fixing a finding costs, shown by 'flake8-testarch report'.
FIX_COST = "small: move the skip into a skipif mark"

RULE = Rule(
    code="TA304",
    name="runtime-skip-on-platform-state",
    summary="a skip decided inside a test body by reading the platform",
    message=(
        "{skip} decided by {state} inside the test body, so the requirement is invisible "
        "until the test runs; declare it with @pytest.mark.skipif(...) or inject the "
        "capability with a fixture"
    ),
    variants={
        "unittest": (
            "{skip} decided by {state} inside the test body, so the requirement is "
            "invisible until the test runs; declare it with @unittest.skipIf(...) or "
            "@unittest.skipUnless(...)"
        ),
        "import": (
            "{skip} in an ImportError handler inside the test body hides which module the "
            "test needs; use pytest.importorskip(\"module\") or a skipif marker"
        ),
    },
    default=False,
)

# Exact names read from the platform, and prefixes under which everything is.
_STATE_NAMES = frozenset(
    {
        "sys.platform", "os.name", "sys.version_info", "sys.version", "sys.implementation",
        "sys.pypy_version_info", "sys.maxsize", "sys.byteorder", "sys.getwindowsversion",
        "os.environ", "os.getenv", "os.environb", "os.uname", "os.geteuid", "os.getuid",
        "shutil.which", "importlib.util.find_spec", "importlib.find_loader",
        "pkgutil.find_loader", "sysconfig.get_config_var", "sysconfig.get_platform",
        "getpass.getuser", "os.getlogin", "socket.has_ipv6",
    }
)
_STATE_PREFIXES = (
    "platform.", "sys.implementation.", "os.environ.", "sys.version_info.", "ssl.HAS_",
    "ssl.OPENSSL_VERSION",
)
_SKIP_EXCEPTIONS = frozenset(
    {"unittest.SkipTest", "unittest.case.SkipTest", "pytest.skip.Exception",
     "_pytest.outcomes.Skipped"}
)
_NOT_DESCENDED = (*FUNCTION_TYPES, ast.ClassDef, ast.Lambda, ast.ExceptHandler)
_IMPORT_ERRORS = frozenset({"ImportError", "ModuleNotFoundError"})


def _state_name(node: ast.AST, ctx) -> str | None:
    """``sys.platform`` for a read of the platform, as the user would name it."""
    if not isinstance(node, (ast.Name, ast.Attribute)):
        return None
    name = ctx.resolve(node)
    if name is None:
        return None
    for prefix in ("os.environ", "sys.version_info", "sys.implementation"):
        if name.startswith(prefix + "."):
            return prefix
    if name in _STATE_NAMES or name.startswith(_STATE_PREFIXES):
        return name
    return None


class _FileState:
    def __init__(self) -> None:
        self.flags: dict[str, str] | None = None
        self.reported: set[int] = set()
        self.handlers: dict[ast.AST, LineSpans] = {}


def _state(ctx) -> _FileState:
    state = ctx.scratch.get(RULE.code)
    if state is None:
        state = ctx.scratch[RULE.code] = _FileState()
    return state


def _module_flags(ctx) -> dict[str, str]:
    """Module-level names that hold platform state, found once per file."""
    state = _state(ctx)
    if state.flags is not None:
        return state.flags
    flags = state.flags = {}
    for statement in ctx.tree.body:
        if isinstance(statement, (ast.Assign, ast.AnnAssign)) and statement.value is not None:
            state = _reads_state(statement.value, ctx, scope=None, flags=flags)
            for target in _assigned_names(statement) if state else ():
                flags[target] = state
        elif isinstance(statement, ast.Try) and _catches_import_error(statement.handlers):
            probe = f"whether {_imported_module(statement.body)} imports"
            for inner in statement.body + [s for h in statement.handlers for s in h.body]:
                for target in _assigned_names(inner):
                    flags.setdefault(target, probe)
    return flags


def _assigned_names(statement: ast.stmt) -> list[str]:
    if isinstance(statement, ast.Assign):
        targets = statement.targets
    elif isinstance(statement, ast.AnnAssign):
        targets = [statement.target]
    elif isinstance(statement, (ast.Import, ast.ImportFrom)):
        return [alias.asname or alias.name.split(".")[0] for alias in statement.names]
    else:
        return []
    names = []
    for target in targets:
        elements = target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target]
        names += [element.id for element in elements if isinstance(element, ast.Name)]
    return names


def _imported_module(statements: list[ast.stmt]) -> str:
    for statement in statements:
        if isinstance(statement, ast.Import):
            return statement.names[0].name
        if isinstance(statement, ast.ImportFrom) and statement.module:
            return f"{statement.module}.{statement.names[0].name}"
    return "a module"


def _catches_import_error(handlers) -> bool:
    for handler in handlers:
        caught = handler.type
        elements = caught.elts if isinstance(caught, ast.Tuple) else [caught]
        if any(isinstance(e, ast.Name) and e.id in _IMPORT_ERRORS for e in elements):
            return True
    return False


def _reads_state(expression: ast.AST, ctx, scope, flags=None) -> str | None:
    """What platform state an expression reads (directly, through a name bound
    in ``scope``, or through a module-level flag), or None."""
    if flags is None:
        flags = _module_flags(ctx)
    receivers = {
        id(node.value) for node in ast.walk(expression) if isinstance(node, ast.Attribute)
    }
    for node in ast.walk(expression):
        state = _state_name(node, ctx)
        if state:
            return state
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id == "hasattr" and node.args:
                module = ctx.resolve(node.args[0])
                if module is not None and not module.startswith("."):
                    return f"hasattr({module}, ...)"
        if not (isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)):
            continue
        bindings = ctx.semantic.bindings(node.id, scope) if scope is not None else []
        if bindings:
            for binding in bindings:
                if binding.kind in ("value", "augmented") and binding.value is not None:
                    state = _reads_state(binding.value, ctx, scope=None, flags=flags)
                    if state:
                        return state
        elif node.id in flags and not (
            id(node) in receivers and flags[node.id].startswith("whether ")
        ):
            return flags[node.id]
    return None


def _skip_call(node: ast.AST, ctx) -> str | None:
    """``pytest.skip()``, ``self.skipTest()`` or ``raise unittest.SkipTest``, by name."""
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "skipTest":
            return "self.skipTest()"
        if ctx.call_name(node) == "pytest.skip":
            return "pytest.skip()"
    if isinstance(node, ast.Raise) and node.exc is not None:
        exception = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
        name = ctx.resolve(exception)
        if name in _SKIP_EXCEPTIONS:
            return "raise SkipTest" if "SkipTest" in name else "raise pytest.skip.Exception"
    return None


def _skips_in(statements: list[ast.stmt], ctx):
    """Skip nodes in a block, not in nested functions or classes, nor in
    ``except`` handlers: a skip there is decided by a failure the test saw."""
    stack = list(reversed(statements))
    while stack:
        node = stack.pop()
        skip = _skip_call(node, ctx)
        if skip:
            yield node, skip
            continue
        for child in reversed(child_nodes(node)):
            if not isinstance(child, _NOT_DESCENDED):
                stack.append(child)


def _in_handler(node: ast.AST, function: ast.AST, ctx) -> bool:
    """``node`` sits in an ``except`` handler of ``function`` (the handlers'
    lines read once per function)."""
    handlers = _state(ctx).handlers
    spans = handlers.get(function)
    if spans is None:
        spans = handlers[function] = LineSpans(
            (inner.lineno + 1, inner.body[-1].end_lineno or inner.body[-1].lineno)
            for inner in ctx.local_nodes(function)
            if isinstance(inner, ast.ExceptHandler) and inner.body
        )
    return node.lineno in spans


def _report(skips, ctx, fields, variant):
    """Each skip once: the outermost deciding ``if`` names it (visited first)."""
    reported = _state(ctx).reported
    for node, skip in skips:
        if id(node) not in reported:
            reported.add(id(node))
            yield Hit(node, {"skip": skip, **fields}, variant=variant)


def _test_body(ctx):
    """The innermost function, when it is a test or a function nested in one."""
    if ctx.current_test is None:
        return None
    return ctx.current_function


def _in_unittest(ctx) -> bool:
    return any(
        isinstance(scope, ast.ClassDef) and ctx.test_class_kind(scope) == "unittest"
        for scope in ctx.scopes
    )


def visit_If(node: ast.If, ctx):
    function = _test_body(ctx)
    if function is None:
        return
    skips = list(_skips_in(node.body + node.orelse, ctx))
    if not skips:
        return
    state = _reads_state(node.test, ctx, function)
    if state is None or _in_handler(node, function, ctx):
        return
    variant = "unittest" if _in_unittest(ctx) else None
    yield from _report(skips, ctx, {"state": state}, variant)


def visit_Try(node: ast.Try, ctx):
    function = _test_body(ctx)
    if function is None:
        return
    for handler in node.handlers:
        if _catches_import_error([handler]):
            yield from _report(_skips_in(handler.body, ctx), ctx, {}, "import")
