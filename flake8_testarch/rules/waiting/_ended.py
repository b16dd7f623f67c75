"""Waits on work that has already ended, or that something else will wait
for anyway (TA102): a serving thread joined after its server's
``shutdown()``, a process waited on inside its own ``with Popen(...)``
block."""

from __future__ import annotations

import ast

from flake8_testarch.rules.waiting._settled import first_calls, thread_targets
from flake8_testarch.syntax import dotted_name


def serving_loop_shut_down(receiver: ast.AST, node: ast.Call, ctx) -> bool:
    """``Thread(target=server.serve_forever)`` joined after
    ``server.shutdown()``: socketserver's ``shutdown`` returns once the loop
    has stopped, so the thread has nothing left to run."""
    if ctx.current_function is None:
        return False
    for target in thread_targets(receiver, ctx)[1]:
        if type(target) is ast.Attribute and target.attr == "serve_forever":
            server = dotted_name(target.value)
            first = first_calls(ctx.current_function, ctx).get((server, "shutdown"))
            return first is not None and first < node.lineno
    return False


def in_its_own_with_block(receiver: ast.AST, node: ast.Call, ctx) -> bool:
    """``with Popen(...) as proc: proc.wait()``: leaving the block waits for
    the process with no bound anyway, so a timeout on the wait would only
    move a hang to the block's end."""
    if type(receiver) is not ast.Name or ctx.current_function is None:
        return False
    for ancestor in ctx.semantic.ancestors(node, ctx.current_function):
        if type(ancestor) is ast.With and any(
            type(item.optional_vars) is ast.Name and item.optional_vars.id == receiver.id
            and type(item.context_expr) is ast.Call
            and ctx.resolve(item.context_expr.func) == "subprocess.Popen"
            for item in ancestor.items
        ):
            return True
    return False
