"""What bounds a wait in time, shared by the waiting rules.

A wait is bounded when something other than the awaited condition ends it:

- a time limit or cancel scope around it in its own function (``with
  trio.fail_after(1):``, ``async with asyncio.timeout(5):``, ``with
  anyio.move_on_after(2):``, ``with CancelScope() as scope:``, any call
  given a ``timeout=``/``deadline=``), or a call it is handed to that bounds
  it (``asyncio.wait_for(event.wait(), 5)``);
- a function around its own that cancels work or opens a time limit: the
  wait then runs in a child task that the parent can stop;
- a timeout mark on the test, its class or its module
  (``@pytest.mark.timeout(10)``, ``pytestmark = pytest.mark.timeout(10)``),
  or a decorator that is a time limit itself (``@timeout(5)``);
- a project-wide pytest-timeout setting (``timeout = 60`` in the pytest
  configuration, or ``--timeout`` in its ``addopts``).

A limit of ``None`` is no limit, nor is a shielded cancel scope with no
deadline (``CancelScope(shield=True)``): it keeps cancellation out.
"""

from __future__ import annotations

import ast

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.syntax import is_none, walk_local

# The time limits and cancel scopes of asyncio, trio, anyio, async_timeout
# and tornado, by the last part of their names.
TIME_LIMITS = lazy_compile(
    r"timeout(_at)?|(fail|move_on)_(after|at)|CancelScope|open_cancel_scope|"
    r"wait_for|with_timeout"
)
_LIMIT_KEYWORDS = ("timeout", "deadline")
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
_CANCELS = "waiting.cancels"  # ctx.scratch key, shared by the waiting rules
_TIMEOUT_OPTION = lazy_compile(r"(?:^|\s)--timeout(?:=|\s+)(?P<value>\S+)")
_TIMEOUT_MARK = "timeout"


def limits_time(expression: ast.AST, ctx) -> bool:
    """A time limit or cancel scope: a call of asyncio's, trio's, anyio's or
    tornado's limiters (``timeout``, ``fail_after``, ``move_on_after``,
    ``CancelScope``, ``wait_for``, ``with_timeout``...), or one given a
    ``timeout=``/``deadline=``."""
    if not isinstance(expression, ast.Call):
        return False
    for keyword in expression.keywords:
        if keyword.arg in _LIMIT_KEYWORDS:
            return not is_none(keyword.value)
    name = ctx.call_name(expression) or ""
    last = name.rpartition(".")[2]
    if TIME_LIMITS.fullmatch(last) is None:
        return False
    if last == "CancelScope" and _shielded(expression):
        return False
    # ``move_on_after(None)``, ``asyncio.timeout(None)``: no limit at all.
    return not (expression.args and is_none(expression.args[-1]) and len(expression.args) == 1)


def _shielded(call: ast.Call) -> bool:
    return any(
        keyword.arg == "shield" and not (
            isinstance(keyword.value, ast.Constant) and not keyword.value.value
        )
        for keyword in call.keywords
    )


def cancels_or_limits(function: ast.AST, ctx) -> bool:
    """Whether a function cancels work (``task.cancel()``,
    ``tg.cancel_scope.cancel()``) or opens a time limit, in its own code.
    Read once per function."""
    found = ctx.scratch.setdefault(_CANCELS, {})
    if function not in found:
        found[function] = any(
            isinstance(node, ast.Call) and (
                isinstance(node.func, ast.Attribute) and node.func.attr == "cancel"
                or limits_time(node, ctx)
            )
            for node in walk_local(function)
        )
    return found[function]


def _functions(ctx) -> list:
    return [scope for scope in ctx.scopes if isinstance(scope, _FUNCTIONS)]


def in_time_limit(where: ast.AST, ctx) -> bool:
    """Whether ``where`` runs under a time limit or cancel scope of its own
    function, is handed to a call that bounds it, or runs in a function
    nested in one that cancels work or opens a time limit."""
    functions = _functions(ctx)
    if not functions:
        return False
    for node in ctx.semantic.ancestors(where, functions[-1]):
        if isinstance(node, (ast.With, ast.AsyncWith)) and any(
            limits_time(item.context_expr, ctx) for item in node.items
        ):
            return True
        if isinstance(node, ast.Call) and limits_time(node, ctx):
            return True
    return any(cancels_or_limits(outer, ctx) for outer in functions[:-1])


def under_timeout_mark(ctx) -> bool:
    """Whether the function being visited runs under a pytest timeout mark
    (its own, its class's or its module's, through the outermost function
    around it) or a decorator that limits its time (``@timeout(5)``)."""
    functions = _functions(ctx)
    if not functions:
        return False
    outermost = functions[0]
    if _TIMEOUT_MARK in ctx.marks_of(outermost):
        return True
    return any(
        limits_time(decorator, ctx)
        for function in functions
        for decorator in getattr(function, "decorator_list", ())
        if ctx.mark_name(decorator) is None
    )


def project_timeout(ctx) -> bool:
    """Whether the project's pytest configuration gives every test a
    timeout (pytest-timeout's ``timeout`` setting, or ``--timeout`` in
    ``addopts``); ``0`` turns it off."""
    ini = ctx.layout.ini
    value = ini.get("timeout")
    if value is None:
        match = _TIMEOUT_OPTION.search(ini.get("addopts", ""))
        value = match.group("value") if match else None
    return value is not None and _positive(value)


def _positive(text: str) -> bool:
    try:
        return float(text.strip().strip("\"'")) > 0
    except ValueError:
        return False


def bounded(where: ast.AST, ctx) -> bool:
    """Whether anything but the awaited condition ends a wait at ``where``."""
    return in_time_limit(where, ctx) or project_timeout(ctx) or under_timeout_mark(ctx)

