"""What setup code does: shared by the TA5xx rules.

A statement that only documents, delegates to the base class's hook, or
skips the test arranges nothing; everything else in a setup hook or before
an autouse fixture's ``yield`` does.
"""

from __future__ import annotations

import ast

from flake8_testarch.suite.cleanups import is_cleanup_call

SKIP_CALLS = frozenset(
    {
        "pytest.skip",
        "pytest.importorskip",
        "pytest.xfail",
        "unittest.skip",
        "unittest.SkipTest",
        "unittest.case.SkipTest",
        "_pytest.outcomes.skip",
    }
)
SKIP_METHODS = frozenset({"skipTest"})
SKIP_EXCEPTIONS = frozenset({"SkipTest", "Skipped", "SkipTestException"})


def is_inert(statement: ast.stmt) -> bool:
    """``pass``, ``...``, a docstring or another bare constant."""
    if isinstance(statement, ast.Pass):
        return True
    return isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)


def _call_of(statement: ast.stmt) -> ast.Call | None:
    if not isinstance(statement, ast.Expr):
        return None
    value = statement.value
    if isinstance(value, ast.Await):
        value = value.value
    return value if isinstance(value, ast.Call) else None


def registers_cleanup(statement: ast.stmt) -> bool:
    """``self.addCleanup(...)``, ``request.addfinalizer(...)``: work for after the test."""
    call = _call_of(statement)
    return call is not None and is_cleanup_call(call)


def delegates(statement: ast.stmt, hook: str) -> bool:
    """``super().setUp()``, ``await super().asyncSetUp()``, ``Base.setUp(self)``."""
    call = _call_of(statement)
    return (
        call is not None and isinstance(call.func, ast.Attribute) and call.func.attr == hook
    )


def skips(statement: ast.stmt, ctx) -> bool:
    """A skip: ``pytest.skip(...)``, ``self.skipTest(...)``, ``raise SkipTest``, or an
    ``if`` whose branches hold only skips (and inert statements)."""
    if isinstance(statement, ast.If):
        branches = [statement.body, statement.orelse]
        return any(branches) and all(
            all(is_inert(inner) or skips(inner, ctx) for inner in branch) for branch in branches
        )
    if isinstance(statement, ast.Raise) and statement.exc is not None:
        raised = statement.exc.func if isinstance(statement.exc, ast.Call) else statement.exc
        return _skip_name(raised, ctx)
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
        func = statement.value.func
        if isinstance(func, ast.Attribute) and func.attr in SKIP_METHODS:
            return True
        return ctx.resolve(func) in SKIP_CALLS
    return False


def _skip_name(expression: ast.AST, ctx) -> bool:
    if ctx.resolve(expression) in SKIP_CALLS:
        return True
    if isinstance(expression, ast.Attribute):
        return expression.attr in SKIP_EXCEPTIONS
    return isinstance(expression, ast.Name) and expression.id in SKIP_EXCEPTIONS


# Calls that read state without changing it, by the callee's last name.
_READING_BUILTINS = frozenset(
    {
        "list", "dict", "tuple", "set", "frozenset", "sorted", "len", "getattr", "vars",
        "id", "type", "repr", "str", "bool", "int", "hasattr", "isinstance", "copy", "deepcopy",
    }
)
_READING_METHODS = frozenset({"copy", "deepcopy", "items", "keys", "values"})
_READING_WORDS = ("get", "save", "snapshot", "copy", "iter", "find", "is_", "has_")


def reading_call(call: ast.Call, resolve=None) -> bool:
    """``sys.gettrace()``, ``os.environ.copy()``, ``dict(os.environ)``,
    ``Config._save_configuration()``, ``request.node.iter_markers()``: calls that
    read state, by their name; with ``resolve`` (a dotted name for a
    callee), also the standard library's questions about the machine
    (``platform.system()``, ``os.path.exists(path)``, ``shutil.which("git")``)."""
    func = call.func
    if resolve is not None:
        name = resolve(func) or ""
        if name.startswith(_ASKING_MODULES) or name in _ASKING_FUNCTIONS:
            return True
    if isinstance(func, ast.Name):
        return func.id in _READING_BUILTINS or func.id.lower().startswith("get")
    if isinstance(func, ast.Attribute):
        name = func.attr.lstrip("_").lower()
        return func.attr in _READING_METHODS or name.startswith(_READING_WORDS)
    return False


def reads_only(expression: ast.AST, resolve=None) -> bool:
    """Whether every call in an expression only reads (no ``await`` either);
    ``resolve``: as for ``reading_call``."""
    for inner in ast.walk(expression):
        if isinstance(inner, ast.Await):
            return False
        if isinstance(inner, ast.Call) and not reading_call(inner, resolve):
            return False
    return True


# Standard-library modules whose functions only answer questions about the
# machine, and such functions of other modules.
_ASKING_MODULES = ("platform.", "os.path.")
_ASKING_FUNCTIONS = frozenset(
    {"shutil.which", "importlib.util.find_spec", "sysconfig.get_platform"}
)
