"""Fixtures that probe a service and fail or skip when it is not there
(TA502): ``client = Redis(); client.info(); client.close()`` under a
decorator of the project that turns the error into ``pytest.fail`` or
``pytest.skip``, or in a ``try`` whose handler does. The client is made
for the probe and kept nowhere, so nothing is left for the tests: the
fixture is a gate, like a skip, not an arrangement."""

from __future__ import annotations

import ast

from flake8_testarch.rules.setup._hooks import SKIP_CALLS, skips

_FAILING_CALLS = SKIP_CALLS | {"pytest.fail", "pytest.exit"}


def gates(node: ast.AST, ctx) -> bool:
    """Whether the fixture turns its errors into a skip or a failure: a
    decorator whose definition in the project calls ``pytest.fail`` or
    ``pytest.skip``, or a ``try`` of its own whose handlers do."""
    for decorator in node.decorator_list:
        found = ctx.project_definition(decorator.func if type(decorator) is ast.Call else decorator)
        if found is not None and _fails_or_skips(found[1], found[0].imports):
            return True
    return any(
        type(statement) is ast.Try
        and any(any(skips(inner, ctx) or ends_the_test(inner, ctx) for inner in handler.body)
                for handler in statement.handlers)
        for statement in node.body
    )


def _fails_or_skips(definition: ast.AST, imports) -> bool:
    return any(
        type(inner) is ast.Call and imports.resolve(inner.func) in _FAILING_CALLS
        for inner in ast.walk(definition)
    )


def ends_the_test(statement: ast.stmt, ctx) -> bool:
    """``pytest.fail(...)`` or a skip, also returned (``return pytest.skip(...)``)."""
    return (
        type(statement) in (ast.Expr, ast.Return) and type(statement.value) is ast.Call
        and ctx.resolve(statement.value.func) in _FAILING_CALLS
    )


def throwaway(name: str, uses: list, locals_: set) -> bool:
    """A local name only ever read as the owner of an attribute
    (``client.info()``, ``client.close()``), as an argument of a call
    (``strategy(storage)``, itself judged as a probe or not) or as a
    condition (``if not connectable: pytest.skip(...)``): whatever it
    holds is not yielded, returned or stored."""
    return name in locals_ and bool(uses) and all(
        type(parent) in (ast.Attribute, ast.UnaryOp, ast.Compare)
        or type(parent) is ast.Call and node is not parent.func
        or type(parent) in (ast.If, ast.IfExp, ast.While, ast.Assert) and parent.test is node
        for node, parent in uses
    )


def probe_arguments(call: ast.Call) -> list[str] | None:
    """The names a call is given, when it is given nothing but plain names
    (``strategy(storage)``); None otherwise."""
    given = [*call.args, *(keyword.value for keyword in call.keywords)]
    if not given or any(type(value) is not ast.Name for value in given):
        return None
    return [value.id for value in given]


def probe_receiver(func: ast.AST) -> str | None:
    """What a method call is made on: ``client`` of ``client.info``, and
    ``""`` for an object made in place (``Client().ping``), which nothing
    can keep."""
    if type(func) is not ast.Attribute:
        return None
    if type(func.value) is ast.Name:
        return func.value.id
    return "" if type(func.value) is ast.Call else None
