"""Sleeps that are the duration of simulated work handed to the code
under test (TA101): a sleep in a function, coroutine, async generator or
async context manager of the test file (not a test or fixture) that then
hands back its own outcome, `await asyncio.sleep(0.1)` then `return x +
y`, `yield 1`, `self.flag |= 1` or `raise Error(...)`, maybe printing
first, when the file only calls it to hand what the call makes straight
to other calls of the code under test: `runner.run(slow_add(1, 2))`,
`bridge(Resource())` for the class whose `__aenter__` it is. The code
under test drives it and gets the outcome once the sleep is over: the
sleep is the load, nothing is waited for. A sleep followed by nothing, or
by a read of another object's state (`return server.state`), or in a
function the test calls or awaits itself, or hands on uncalled, is judged
as any other."""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._name_uses import index_of
from flake8_testarch.rules.waiting._sleeps import LOOP_SLEEPS
from flake8_testarch.suite.collection import Role
from flake8_testarch.syntax import ancestors, last_name

# Values built only from the function's own names and literals.
_OWN_VALUE_NODES = (
    ast.Name, ast.Constant, ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare, ast.Tuple,
    ast.List, ast.Dict, ast.Set, ast.JoinedStr, ast.FormattedValue, ast.Load, ast.operator,
    ast.unaryop, ast.boolop, ast.cmpop,
)


def simulates_slow_work(where: ast.AST, name: str, ctx) -> bool:
    """The sleep is a statement of a function or coroutine of the file
    that is not a test or fixture, and a later statement of its block hands
    back the function's own outcome (see the module docstring)."""
    if type(where) is not ast.Call:
        return False
    own = next(
        (scope for scope in reversed(ctx.scopes)
         if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))),
        None,
    )
    if type(own) not in _DEFINITIONS or ctx.role(own) not in (None, Role.HELPER):
        return False
    holders = ancestors(where, own)
    if holders and type(holders[0]) is ast.Await and name in LOOP_SLEEPS:
        holders = holders[1:]
    if len(holders) < 2 or type(holders[0]) is not ast.Expr:
        return False
    statement, block = holders[0], _block_of(holders[0], holders[1])
    if block is None or not all(map(_set_up_alone, block[:block.index(statement)])):
        return False  # it acted on something else first: the sleep waits for that
    for later in block[block.index(statement) + 1:]:
        if _hands_back_an_outcome(later):
            return _only_handed_on(own, ctx)
        if not _a_plain_step(later):
            return False
    return False


def _only_handed_on(function, ctx) -> bool:
    """Every mention of the function in the file (of its class, for a
    special method such as ``__aenter__``) hands what calling it makes to
    another call, none of them a function or class of the file (the
    test's own runner, not the code under test)."""
    name = function.name
    if name.startswith("__") and name.endswith("__"):
        cls = next((s for s in reversed(ctx.scopes) if type(s) is ast.ClassDef), None)
        if cls is None:
            return False
        name = cls.name
    return index_of(ctx).only_made_and_handed(name, ctx)


def _block_of(statement: ast.stmt, holder: ast.AST) -> list | None:
    for field in ("body", "orelse", "finalbody"):
        block = getattr(holder, field, None)
        if isinstance(block, list) and statement in block:
            return block
    return None


def _hands_back_an_outcome(statement: ast.stmt) -> bool:
    kind = type(statement)
    if kind is ast.Raise:
        return True
    if kind is ast.Return:
        return statement.value is not None and _own_value(statement.value)
    if kind is ast.Expr and type(statement.value) in (ast.Yield, ast.YieldFrom):
        value = statement.value.value
        return value is None or _own_value(value)
    if kind in (ast.Assign, ast.AugAssign):
        targets = statement.targets if kind is ast.Assign else [statement.target]
        return _own_value(statement.value) and all(map(_own_target, targets))
    return False


def _own_target(target: ast.AST) -> bool:
    """A name, or an attribute reached from ``self``/``cls``."""
    if type(target) is ast.Name:
        return True
    while type(target) is ast.Attribute:
        target = target.value
    return type(target) is ast.Name and target.id in ("self", "cls")


def _set_up_alone(statement: ast.stmt) -> bool:
    """A step before the sleep that acts on nothing else: a check, a
    docstring or ``print``, the function's own state, a value handed back,
    an earlier sleep of the same work."""
    if type(statement) is ast.Assert or _a_plain_step(statement):
        return True
    if type(statement) is ast.Expr and type(statement.value) in (ast.Await, ast.Call):
        call = statement.value.value if type(statement.value) is ast.Await else statement.value
        return type(call) is ast.Call and last_name(call.func) == "sleep"
    return _hands_back_an_outcome(statement) and type(statement) is not ast.Raise


def _a_plain_step(statement: ast.stmt) -> bool:
    """A constant or a ``print(...)`` between the sleep and the outcome."""
    value = statement.value if type(statement) is ast.Expr else None
    return type(value) is ast.Constant or type(value) is ast.Call and (
        type(value.func) is ast.Name and value.func.id == "print"
    )


_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


def _own_value(value: ast.AST) -> bool:
    return all(isinstance(node, _OWN_VALUE_NODES) for node in ast.walk(value))
