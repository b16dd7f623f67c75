"""How the validation rules read a statement or a call, without inference:
shared by TA301 (test-without-assertion), TA302 (early-return-in-test) and
TA303 (swallowed-failure)."""

from __future__ import annotations

import ast
import fnmatch
import functools
import re

from flake8_testarch.suite.vocabulary import RAISE_EXPECTING_METHODS
from flake8_testarch.syntax import dotted_name, is_none

LOOPS = (ast.For, ast.AsyncFor, ast.While)

# Calls that only say something: to the terminal, a log or the warnings system.
_SAYING_CALLS = frozenset(
    {
        "print", "warnings.warn", "traceback.print_exc", "traceback.print_exception",
        "traceback.print_stack", "traceback.format_exc", "sys.stderr.write",
        "sys.stdout.write", "sys.stderr.flush", "sys.stdout.flush",
    }
)
_LOG_METHODS = frozenset(
    {
        "debug", "info", "warning", "warn", "error", "exception", "critical", "fatal", "log",
        "msg", "write",
    }
)


def last_name(func: ast.AST) -> str:
    """``helper`` for ``helper``, ``self.helper`` and ``module.helper``; '' otherwise."""
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def expects_an_exception(call: ast.AST, resolve) -> bool:
    """``pytest.raises(...)``, ``self.assertRaises(...)`` and kin: fails
    unless the code it holds or is handed raises."""
    if type(call) is not ast.Call:
        return False
    func = call.func
    if type(func) is ast.Attribute and func.attr in RAISE_EXPECTING_METHODS:
        return True
    return resolve(func) == "pytest.raises"


def fails(statement: ast.stmt | None) -> bool:
    """``pytest.fail(...)``, ``self.fail(...)``, ``raise ...``, ``assert
    False`` or ``self.assertTrue(False)``."""
    if isinstance(statement, ast.Raise):
        return True
    if isinstance(statement, ast.Assert):
        return isinstance(statement.test, ast.Constant) and not statement.test.value
    if isinstance(statement, (ast.Expr, ast.Return)) and isinstance(statement.value, ast.Call):
        # ``return pytest.fail(...)`` fails as surely as the bare call
        call = statement.value
        name = last_name(call.func)
        if name == "fail":
            return True
        first = call.args[0] if call.args else None
        if name in ("assertTrue", "assertFalse") and isinstance(first, ast.Constant):
            return bool(first.value) is (name == "assertFalse")
    return False


def block_fails(statements) -> bool:
    """A block with a statement that fails the test (``raise``,
    ``pytest.fail``, ``assert False``): after an ``except ...: pass``, an
    ``else:`` like that checks that the ``try`` raises."""
    return any(fails(statement) for statement in statements)


def assignment_targets(statement: ast.stmt) -> list[ast.AST]:
    """What an ``=``, ``+=`` or annotated assignment assigns to."""
    if isinstance(statement, ast.Assign):
        return statement.targets
    return [statement.target]


def only_says(statement: ast.stmt, ctx) -> bool:
    """``pass``, a docstring or other constant, or a call that only says
    something: ``print``, ``warnings.warn``, traceback printing, a write to
    stdout/stderr, ``logging.*`` or a log method on a logger (``log.warning``,
    ``self.logger.info``)."""
    if isinstance(statement, ast.Pass):
        return True
    if not isinstance(statement, ast.Expr):
        return False
    value = statement.value
    if isinstance(value, ast.Constant):
        return True
    if not isinstance(value, ast.Call):
        return False
    func = value.func
    name = ctx.call_name(value) or dotted_name(func) or ""
    if name in _SAYING_CALLS or name.startswith("logging."):
        return True
    if isinstance(func, ast.Name):
        return func.id == "print"  # print rebound by an import (rich's, say)
    return (
        isinstance(func, ast.Attribute)
        and func.attr in _LOG_METHODS
        and "log" in last_name(func.value).lower()
    )


def written_name(func: ast.AST) -> str | None:
    """``a.b.c`` as written; ``<expression>.assert_outcomes`` when the chain
    starts with a call, as in ``pytester.runpytest().assert_outcomes(...)``."""
    written = dotted_name(func)
    if written is None and isinstance(func, ast.Attribute):
        return f"<expression>.{func.attr}"
    return written


def _glob_regex(pattern: str) -> str:
    """A glob as a regex; one with only ``*`` wildcards (every built-in one)
    without fnmatch's guards against backtracking, which names this short do
    not need (a quarter faster to compile and to match)."""
    if "?" in pattern or "[" in pattern:
        return fnmatch.translate(pattern)
    return "(?s:" + ".*".join(map(re.escape, pattern.split("*"))) + r")\Z"


@functools.lru_cache(maxsize=16)
def _matcher(patterns: tuple[str, ...]):
    return re.compile("|".join(f"(?:{_glob_regex(pattern)})" for pattern in patterns)).match


def is_written_assertion_call(call: ast.Call, patterns: tuple[str, ...]) -> bool:
    """The call as written matches one of the globs, whatever the imports."""
    written = written_name(call.func)
    return written is not None and _matcher(patterns)(written) is not None


def names_an_assertion(expression: ast.AST, names, patterns: tuple[str, ...]) -> bool:
    """The expression, as written or resolved through ``names``, is an
    assertion function (not a local alias of one): ``self.assertEqual``
    handed to a call that runs it later."""
    matches = _matcher(patterns)
    written = written_name(expression)
    if written is not None and matches(written):
        return True
    resolved = names.resolve(expression)
    return resolved is not None and resolved != written and matches(resolved) is not None


def is_assertion_call(call: ast.Call, names, patterns: tuple[str, ...]) -> bool:
    """The call matches one of the globs, as written, as resolved through
    ``names`` (a module's semantic model or import map), or as the local
    alias it calls stands (``eq = self.assertEqual; eq(a, b)``); or a
    checker's ``check`` given what it expects (testfixtures'
    ``log_capture.check(("app", "INFO", "saved"))``: it fails on a
    difference)."""
    func = call.func
    if type(func) is ast.Attribute and func.attr == "check" and (call.args or call.keywords):
        return True
    if type(func) is ast.Attribute and func.attr in _EXPECTED_COUNTS and _an_expectation(func):
        return True
    matches = _matcher(patterns)
    written = written_name(call.func)
    if written is not None and matches(written):
        return True
    resolved = names.resolve(call.func)
    if resolved is not None and resolved != written and matches(resolved) is not None:
        return True
    if resolved is None and type(func) is ast.Name and any(
        # `from nose.tools import *`, then `ok_(x)`: a library's star import
        # the linter cannot read brings a name that module's checks carry
        matches(f"{module}.{func.id}") for module in getattr(names, "star_modules", ())
    ):
        return True
    callee = names.callee(call.func)
    if callee is call.func:
        return False
    aliased = written_name(callee)
    return aliased is not None and matches(aliased) is not None


# flexmock: `flexmock(repo).should_receive("save").once()` fails the test at
# its teardown unless the call came that many times; `.with_args(...)` fails
# a call made with other arguments.
_EXPECTED_COUNTS = frozenset({
    "once", "twice", "never", "times", "at_least", "at_most", "with_args",
})
_EXPECTATIONS = frozenset({"should_receive", "should_call"})


def _an_expectation(func: ast.Attribute) -> bool:
    """A count set on a chain that starts an expected call."""
    node = func.value
    while type(node) is ast.Call and type(node.func) is ast.Attribute:
        if node.func.attr in _EXPECTATIONS:
            return True
        node = node.func.value
    return False


def is_check_switch(name: str | None) -> bool:
    """A parameter named for switching a call's check on: ``check``, ``check_*``."""
    return name is not None and (name == "check" or name.startswith("check_"))


def switched_on(name: str | None, value: ast.AST) -> bool:
    """A check switch given a literal that turns it on: ``True``, an
    allowed exit code, a list of them."""
    if not is_check_switch(name):
        return False
    if type(value) is ast.Constant:
        return value.value is not False and value.value is not None
    return type(value) in (ast.List, ast.Tuple, ast.Set) and bool(value.elts) and all(
        type(element) is ast.Constant for element in value.elts
    )


def checks_by_keyword(call: ast.Call, imports) -> bool:
    """An argument that makes the call check: the ``--check`` flag given to a
    command run in the process, a check switch turned on
    (``check=True``), or the status a webtest request says it expects
    (``app.get("/admin", status=403)``: webtest's ``TestApp`` raises when
    the response has another)."""
    if any(
        type(argument) is ast.Constant and argument.value == "--check" for argument in call.args
    ):
        # `call_command("makemigrations", "--check")`: a command run in the
        # process with its check switched on, raising when the check fails
        return True
    for keyword in call.keywords:
        if switched_on(keyword.arg, keyword.value):
            return True
        if keyword.arg == "status" and not is_none(keyword.value) and not (
            type(keyword.value) is ast.Constant and keyword.value.value == "*"
        ) and _uses_webtest(imports):
            return True  # `status="*"`: any status will do
    return False


def _uses_webtest(imports) -> bool:
    return imports.qualified("webtest") == "webtest" or (
        imports.qualified("TestApp") or ""
    ).startswith("webtest.")
