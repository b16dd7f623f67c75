"""The ways out of a polling loop: what a ``while True:`` loop waits for
(the test guarding its first ``break`` or ``return``, or the ``try`` it
retries), and which of its blocks run only on the way out, for TA105
(unbounded-polling-loop); and whether a sleep paces such a loop, for
TA101 (sleep-in-test).
"""

from __future__ import annotations

import ast

from flake8_testarch.suite.expected_errors import expects_a_raise
from flake8_testarch.syntax import TRIES, child_nodes, dotted_name, walk_local

# Definitions in a loop: their code does not run as the loop goes round.
NESTED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
_LOOPS = (ast.For, ast.AsyncFor, ast.While)


def exit_condition(loop) -> str | None:
    """What a ``while True:`` loop waits for: the test of the ``if`` that
    holds its first ``break``/``return`` (negated in the ``else``), or the
    ``try`` block it retries when the exit follows one; None when nothing
    but an exception ends the loop."""
    # (node, the `if` test guarding it, the `try` it is in or follows, inside an inner loop)
    stack = [(statement, None, None, False) for statement in reversed(loop.body)]
    tried = None
    while stack:
        node, guard, trying, inner = stack.pop()
        kind = type(node)
        if kind is ast.Return or kind is ast.Break and not inner:
            if guard is not None:
                return guard
            trying = trying or tried
            return f"try: {ast.unparse(trying.body[0])}" if trying is not None else None
        if kind is ast.If:
            test = ast.unparse(node.test)
            stack.extend((child, f"not ({test})", trying, inner) for child in reversed(node.orelse))
            stack.extend((child, test, trying, inner) for child in reversed(node.body))
        elif kind in TRIES:
            tried = tried or node
            blocks = [*node.body, *node.orelse, *node.finalbody]
            blocks += [statement for handler in node.handlers for statement in handler.body]
            stack.extend((child, guard, node, inner) for child in reversed(blocks))
        elif isinstance(node, ast.stmt) and not isinstance(node, NESTED):
            inner_loop = inner or isinstance(node, _LOOPS)
            for field in ("body", "orelse", "finalbody"):
                block = getattr(node, field, None)
                if isinstance(block, list):
                    stack.extend((child, guard, trying, inner_loop) for child in reversed(block))
            for case in getattr(node, "cases", ()):
                stack.extend((child, guard, trying, inner_loop) for child in reversed(case.body))
    return None


def on_the_way_out(loop) -> set[int]:
    """The ids of the nodes in the blocks of the loop that end by leaving it
    (a ``break`` of this loop, a ``return`` or a ``raise``)."""
    found: set[int] = set()
    blocks = [(loop.body, False)]
    while blocks:
        block, inner_loop = blocks.pop()
        if block and _leaves(block[-1], inner_loop):
            found.update(id(node) for statement in block for node in walk_local(statement))
        for statement in block:
            if isinstance(statement, NESTED):
                continue
            deeper = inner_loop or isinstance(statement, _LOOPS)
            for field in ("body", "orelse", "finalbody"):
                inner = getattr(statement, field, None)
                if isinstance(inner, list) and inner and isinstance(inner[0], ast.stmt):
                    blocks.append((inner, deeper))
            for handler in getattr(statement, "handlers", ()):
                blocks.append((handler.body, deeper))
            for case in getattr(statement, "cases", ()):
                blocks.append((case.body, deeper))
    return found


def _leaves(statement: ast.stmt, inner_loop: bool) -> bool:
    if type(statement) is ast.Break:
        return not inner_loop
    return type(statement) in (ast.Return, ast.Raise)


# Wait methods that take how long to wait.
TIMED_WAITS = frozenset({"wait", "join"})


def fails_when_its_wait_times_out(loop) -> bool:
    """Each pass waits a bounded time on one object and then asserts on it
    (``thread.join(timeout=5)`` then ``assert not thread.is_alive()``, or
    ``assert done.wait(1)``): a wait that runs out fails the loop, so it
    goes round again only when the wait ended in time."""
    waited: set[str] = set()
    for statement in loop.body:
        if type(statement) is ast.Assert:
            names = _texts(statement.test)
            if not waited.isdisjoint(names) or any(
                timed_wait(node) for node in ast.walk(statement.test)
            ):
                return True
        elif type(statement) is ast.Expr and timed_wait(statement.value):
            receiver = dotted_name(statement.value.func.value)
            if receiver:
                waited.add(receiver)
    return False


def timed_wait(node: ast.AST, resolve=None) -> bool:
    """``thread.join(timeout=5)``, ``event.wait(0.1)``: a wait method given
    its time, not ``asyncio.wait(tasks)`` nor ``", ".join(words)``. With
    ``resolve`` (what a name stands for), ``waiter.wait(interval)`` of no
    imported module counts too: its time is given by a name."""
    if type(node) is not ast.Call or type(node.func) is not ast.Attribute:
        return False
    if node.func.attr not in TIMED_WAITS:
        return False
    if any(keyword.arg == "timeout" for keyword in node.keywords):
        return True
    if len(node.args) != 1:
        return False
    first = node.args[0]
    if isinstance(first, ast.Constant) and type(first.value) in (int, float):
        return True
    return resolve is not None and node.func.attr == "wait" and resolve(node.func) is None


def _texts(expression: ast.AST) -> set[str]:
    return {
        text for node in ast.walk(expression)
        if type(node) in (ast.Name, ast.Attribute) and (text := dotted_name(node))
    }


def paces_a_polling_loop(where: ast.AST, ctx) -> bool:
    """Whether a loop around ``where`` in its own scope can end on a condition
    (its test, a ``break`` or ``return``, or an exception a ``try`` or a
    raise check around an endless or retry loop catches: a signal
    handler's, a peer's): the sleep then paces the polling, or idles until
    the interruption."""
    around = ctx.semantic.ancestors(where, ctx.scopes[-1] if ctx.scopes else ctx.tree)
    for at, node in enumerate(around):
        if isinstance(node, _LOOPS) and (
            isinstance(node, ast.While) and not _always_true(node.test) or _exits(node)
        ):
            return True
        if (isinstance(node, ast.While) or _retries(node)) and any(
            type(outer) is ast.Try and outer.handlers or expects_a_raise(outer)
            for outer in around[at + 1:]
        ):
            return True
    return False


def _retries(loop: ast.AST) -> bool:
    """A loop that does the same thing a number of times (``for _ in
    range(10):``, its counter unread)."""
    if type(loop) not in (ast.For, ast.AsyncFor) or type(loop.target) is not ast.Name:
        return False
    counter, source = loop.target.id, loop.iter
    if type(source) is not ast.Call or getattr(source.func, "id", None) != "range":
        return False
    return not any(
        type(node) is ast.Name and node.id == counter
        for statement in loop.body for node in walk_local(statement)
    )


def _always_true(test: ast.AST) -> bool:
    return isinstance(test, ast.Constant) and bool(test.value)


def _exits(loop) -> bool:
    """Whether the loop's body breaks out of it or returns: a ``break`` of
    its own (not of a loop nested in it), or a ``return`` anywhere in it
    (one in a nested loop leaves this loop too)."""
    stack = [(node, False) for node in loop.body]
    while stack:
        node, nested = stack.pop()
        if type(node) is ast.Return or type(node) is ast.Break and not nested:
            return True
        if isinstance(node, NESTED):
            continue
        inner = nested or isinstance(node, _LOOPS)
        stack.extend((child, inner) for child in child_nodes(node))
    return False
