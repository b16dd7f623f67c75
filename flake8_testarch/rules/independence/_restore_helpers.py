"""Helpers of the file that put back what they are handed (TA701, TA702):
``def restore_tz(old): if old is not None: os.environ["TZ"] = old else:
del os.environ["TZ"]`` (the value written back, or the key deleted when
there was none), every caller handing it a value kept from before
(``restore_tz(old_tz)``). Such a helper is a restore the callers make, not
a change of its own; the changes it undoes are judged where they are."""

from __future__ import annotations

import ast

from flake8_testarch.suite.collection import Role

# Arguments that hand over a value kept from before.
_KEPT = (ast.Name, ast.Attribute, ast.Subscript)


def only_puts_back(function, changes, ctx) -> bool:
    """Whether a helper (no test, fixture or hook) only writes back values
    it is handed, or deletes, and every caller hands it kept values."""
    if ctx.role(function) not in (None, Role.HELPER):
        return False
    arguments = function.args
    handed = {a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)}
    written = [change for change in changes if _writes_one_of(change.node, handed)]
    if not written or not all(change.verb == "delete" or change in written for change in changes):
        return False
    # The shape of a restore: the same thing written back, or deleted when
    # there was nothing to write back (`else: del os.environ["TZ"]`); a
    # helper that only moves somewhere it is handed (`os.chdir(folder)`)
    # makes a change of its own.
    deleted = {(change.resource, change.keys) for change in changes if change.verb == "delete"}
    if not all((change.resource, change.keys) in deleted for change in written):
        return False
    # Handed a value kept from before (`restore_tz(old_tz)`), not a new one
    # written out (`use_editor("vi")`, a change of its own).
    calls = ctx.semantic.only_called(function)
    return bool(calls) and all(
        all(type(argument) in _KEPT for argument in call.args)
        and all(type(keyword.value) in _KEPT for keyword in call.keywords)
        for call in calls
    )


def _writes_one_of(node: ast.AST, names: set[str]) -> bool:
    """An assignment (or ``setattr``-like call) whose value is one of ``names``."""
    value = getattr(node, "value", None)
    if value is None and type(node) is ast.Call and node.args:
        value = node.args[-1]
    return type(value) is ast.Name and value.id in names
