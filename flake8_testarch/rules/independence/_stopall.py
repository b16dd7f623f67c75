"""``mock.patch.stopall()``: stops every patcher started with ``start()``
(TA701/TA702). Registered as a cleanup (``self.addCleanup(mock.patch.stopall)``)
or called in ``tearDown``, it puts back whatever the class's patchers replaced."""

from __future__ import annotations

import ast

from flake8_testarch.suite.doubles import mock_member


def stops_every_patcher(func: ast.AST, resolve) -> bool:
    """``mock.patch.stopall`` (of unittest.mock or the backport), called or
    handed on."""
    return (
        isinstance(func, ast.Attribute) and func.attr == "stopall"
        and mock_member(func, resolve) == "patch.stopall"
    )


def started_patchers(cls, function) -> list[tuple[ast.Call, ast.AST]]:
    """Each ``<patcher>.start()`` call, with the function making it, in the
    methods of ``cls`` (helpers ``setUp`` calls included), or in
    ``function`` when there is no class."""
    functions = (
        [s for s in cls.body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef))]
        if cls is not None else [function] if function is not None else []
    )
    return [
        (node, owner)
        for owner in functions
        for node in ast.walk(owner)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        and node.func.attr == "start" and not node.args
    ]
