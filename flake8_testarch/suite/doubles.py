"""What a callee of the mock libraries is: one reading for every rule that
looks at mocks and patches (unittest.mock, the ``mock`` backport, and
pytest-mock's fixtures, whose methods are unittest.mock's members)."""

from __future__ import annotations

import ast
from collections.abc import Callable

from flake8_testarch.syntax import dotted_name
from flake8_testarch.suite.vocabulary import MOCKER_FIXTURES

# Modules whose members are unittest.mock's API (the backport keeps its code in mock.mock).
MOCK_MODULES = ("unittest.mock.", "mock.mock.", "mock.")
# A mock's checks of how it was called or awaited.
MOCK_CALL_CHECKS = frozenset({
    f"assert_{check}" for kind in ("called", "awaited") for check in (
        kind, f"{kind}_once", f"{kind}_with", f"{kind}_once_with", f"not_{kind}",
    )
} | {"assert_any_call", "assert_has_calls", "assert_any_await", "assert_has_awaits"})


def mock_member(func: ast.AST, resolve: Callable[[ast.AST], str | None]) -> str | None:
    """``'patch.object'``, ``'MagicMock'``, ... when ``func`` names a member
    of unittest.mock or of the backport (through ``resolve``), or a method of
    a pytest-mock fixture (``mocker.patch``)."""
    resolved = resolve(func)
    if resolved is not None:
        for prefix in MOCK_MODULES:
            if resolved.startswith(prefix):
                return resolved[len(prefix):]
        return None
    written = dotted_name(func)
    if written is not None:
        root, _, member = written.partition(".")
        if root in MOCKER_FIXTURES and member:
            return member
    return None


def replaced_by_a_patch(name: str, call: ast.AST, resolve) -> bool:
    """Whether ``call`` is ``patch("<name>")`` or ``patch.object(<owner>,
    "<attribute>")`` (of unittest.mock, the backport or pytest-mock), or
    ``monkeypatch.setattr`` in either form, that replaces the dotted
    ``name``: a call of that name in its block, or after it, is a call of
    the fake."""
    if type(call) is not ast.Call or not call.args:
        return False
    first = call.args[0]
    if type(call.func) is ast.Attribute and call.func.attr == "setattr":
        if len(call.args) == 2:
            return type(first) is ast.Constant and first.value == name
        if len(call.args) < 3:
            return False
        attribute = call.args[1]
        owner = resolve(first)
        return type(attribute) is ast.Constant and owner is not None and (
            f"{owner}.{attribute.value}" == name
        )
    member = mock_member(call.func, resolve)
    if member == "patch":
        return type(first) is ast.Constant and first.value == name
    if member == "patch.object" and len(call.args) >= 2:
        attribute = call.args[1]
        owner = resolve(first) or dotted_name(first)
        return (
            type(attribute) is ast.Constant and isinstance(attribute.value, str)
            and owner is not None and f"{owner}.{attribute.value}" == name
        )
    return False
