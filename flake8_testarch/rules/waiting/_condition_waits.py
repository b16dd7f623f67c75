"""A condition's ``wait_for`` whose predicate the test's own tasks make
true (TA102): ``await cond.wait_for(lambda: started == n)`` where each task
the test starts raises ``started`` and notifies ``cond`` before it awaits
anything else. The code under test cannot keep that wait from ending."""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._called_back import only_called_back
from flake8_testarch.syntax import walk_local

_NOTIFYING = frozenset({"notify", "notify_all"})
_SUSPENDING = (ast.Await, ast.AsyncWith, ast.AsyncFor)


def met_by_the_test(call: ast.Call, ctx) -> bool:
    """Whether ``call`` is ``<condition>.wait_for(<lambda>)`` whose lambda
    reads names that functions nested in the test change (``nonlocal``), and
    every such function is started by the test (not only handed to the code
    under test) and, before it awaits anything but the condition itself,
    changes them and notifies the condition."""
    func = call.func
    if (
        type(func) is not ast.Attribute or func.attr != "wait_for"
        or type(func.value) is not ast.Name or len(call.args) != 1
        or type(call.args[0]) is not ast.Lambda
    ):
        return False
    condition = func.value.id
    read = {
        node.id for node in ast.walk(call.args[0].body)
        if type(node) is ast.Name and type(node.ctx) is ast.Load
    }
    scope, _bindings = ctx.semantic.binding_scope(condition, ctx.scope)
    if scope is None or not scope.is_function:
        return False
    writers = [
        child.node for child in ctx.semantic.children(scope)
        if type(child.node) in (ast.FunctionDef, ast.AsyncFunctionDef)
        and read & _nonlocal_names(child.node)
    ]
    return bool(writers) and all(
        type(writer) is ast.AsyncFunctionDef
        and not only_called_back(writer, ctx)
        and _changes_and_notifies_first(writer.body, read, condition)
        for writer in writers
    )


def _nonlocal_names(function) -> set[str]:
    return {
        name for statement in ast.walk(function) if type(statement) is ast.Nonlocal
        for name in statement.names
    }


def _changes_and_notifies_first(statements, read: set[str], condition: str) -> bool:
    """Whether the statements change one of ``read`` and notify
    ``condition`` before anything is awaited but entering the condition
    (``async with cond: cond.notify()``)."""
    changed = notified = False
    for statement in statements:
        if type(statement) is ast.AsyncWith and all(
            type(item.context_expr) is ast.Name and item.context_expr.id == condition
            for item in statement.items
        ):
            nodes = [node for inner in statement.body for node in walk_local(inner)]
        else:
            nodes = list(walk_local(statement))
        suspends = any(type(node) in _SUSPENDING for node in nodes)
        for node in nodes:
            if type(node) in (ast.Assign, ast.AugAssign):
                targets = node.targets if type(node) is ast.Assign else [node.target]
                changed = changed or any(
                    type(target) is ast.Name and target.id in read for target in targets
                )
            elif (
                not suspends  # a notify after an await (in a `finally`) may never come
                and type(node) is ast.Call and type(node.func) is ast.Attribute
                and node.func.attr in _NOTIFYING
                and type(node.func.value) is ast.Name and node.func.value.id == condition
            ):
                notified = changed
        if notified:
            return True
        if suspends:
            return False
    return False
