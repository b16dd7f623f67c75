"""What a call that limits time looks like, shared by the waiting rules'
readings of a test, its class and the project's helpers: a time limit or
cancel scope called by name, one given a ``timeout=``/``deadline=``, and a
function of the project that runs or hands on what it wraps under one."""

from __future__ import annotations

import ast

from flake8_testarch.lazy_regex import lazy_compile
from flake8_testarch.syntax import is_none

# The time limits and cancel scopes of asyncio, trio, anyio, async_timeout,
# tornado, and the green-thread libraries' ``Timeout`` objects (eventlet,
# gevent) and classes named like them (``TestTimeout``), by the last part
# of their names.
TIME_LIMITS = lazy_compile(
    r"timeout(_at)?|(fail|move_on)_(after|at)|CancelScope|open_cancel_scope|"
    r"wait_for|with_timeout|Timeout|[A-Z]\w*Timeout"
)
_LIMIT_KEYWORDS = ("timeout", "deadline")
_WITH_TIMEOUT = "_with_timeout"
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def limits_time_with(expression: ast.AST, resolve) -> bool:
    if not isinstance(expression, ast.Call):
        return False
    for keyword in expression.keywords:
        if keyword.arg in _LIMIT_KEYWORDS:
            return not is_none(keyword.value)
    name = resolve(expression.func) or _class_written(expression.func)
    last = name.rpartition(".")[2]
    if TIME_LIMITS.fullmatch(last) is None:
        # `context.entrypoint_with_timeout(0.2)`: named for running its
        # target with a time limit, on whatever object it is.
        written = getattr(expression.func, "attr", None) or getattr(expression.func, "id", "")
        return written.endswith(_WITH_TIMEOUT) and bool(expression.args) and not is_none(
            expression.args[0]
        )
    if last == "CancelScope" and _shielded(expression):
        return False
    # ``move_on_after(None)``, ``asyncio.timeout(None)``: no limit at all.
    return not (expression.args and is_none(expression.args[-1]) and len(expression.args) == 1)


def _class_written(func: ast.AST) -> str:
    """A class of the module named where it is used (``TestTimeout(5)``)."""
    return func.id if type(func) is ast.Name and func.id[:1].isupper() else ""


def _shielded(call: ast.Call) -> bool:
    return any(
        keyword.arg == "shield" and not (
            isinstance(keyword.value, ast.Constant) and not keyword.value.value
        )
        for keyword in call.keywords
    )


def hands_over_under_a_limit(decorator, resolve) -> bool:
    return wraps_under_a_limit(decorator, resolve, handed=True)


def wraps_under_a_limit(decorator, resolve, handed: bool = False) -> bool:
    parameters = {
        argument.arg
        for function in ast.walk(decorator) if type(function) in _FUNCTIONS
        for argument in (*function.args.posonlyargs, *function.args.args)
    }

    # Local names bound to what wraps the function (`cor =
    # gen.coroutine(func)`): handing them over hands the function over.
    wrapping = {
        target.id
        for node in ast.walk(decorator) if type(node) is ast.Assign
        for target in node.targets
        if type(target) is ast.Name and any(
            type(inner) is ast.Name and inner.id in parameters for inner in ast.walk(node.value)
        )
    }

    def calls_wrapped(node: ast.AST) -> bool:
        return any(
            type(inner) is ast.Call and type(inner.func) is ast.Name
            and inner.func.id in parameters
            for inner in ast.walk(node)
        )

    def hands_over_wrapped(node: ast.AST) -> bool:
        """``loop.run_sync(cor, timeout=t)``: the limiter runs what it is given."""
        return type(node) is ast.Name and (node.id in parameters or node.id in wrapping)

    for node in ast.walk(decorator):
        if type(node) is ast.Call and limits_time_with(node, resolve):
            if any(calls_wrapped(a) or handed and hands_over_wrapped(a) for a in node.args):
                return True
        elif type(node) in (ast.With, ast.AsyncWith) and any(
            limits_time_with(item.context_expr, resolve) for item in node.items
        ):
            if any(calls_wrapped(statement) for statement in node.body):
                return True
    return False
