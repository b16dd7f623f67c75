"""Whether a ``try`` in test code is one attempt of a retry loop: the loop
around it, and whether the attempt's success path leaves that loop. TA303
(swallowed-failure) lets such a loop swallow the failures of its attempts."""

from __future__ import annotations

import ast

from flake8_testarch.syntax import blocks, spanning, walk_local
from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.rules.validation._statements import (
    LOOPS,
    assignment_targets,
    fails,
)


def _inside(node: ast.AST, statements: list[ast.stmt]) -> bool:
    return bool(statements) and statements[0].lineno <= node.lineno <= (
        statements[-1].end_lineno or statements[-1].lineno
    )


def _enclosing_loop(function: ast.AST, node: ast.AST):
    """The innermost loop around ``node`` in ``function``, with the statement
    that runs after the loop (None when there is none)."""
    found = None
    stack = [(function.body, None)]
    while stack:
        block, _ = stack.pop()
        for index in spanning(block, node.lineno):
            statement = block[index]
            if statement is node or isinstance(statement, (*FUNCTION_TYPES, ast.ClassDef)):
                continue
            if not statement.lineno <= node.lineno <= (statement.end_lineno or statement.lineno):
                continue
            if isinstance(statement, LOOPS) and _inside(node, statement.body):
                after = block[index + 1] if index + 1 < len(block) else None
                found = (statement, after)
            for _field, inner in blocks(statement):
                stack.append((inner, statement))
    return found


def _flags_set(loop: ast.AST, success: list[ast.stmt]) -> bool:
    """The success path assigns a name the ``while`` condition reads
    (``while not done: try: ...; done = True``): that ends the loop."""
    if not isinstance(loop, ast.While):
        return False
    read = {node.id for node in ast.walk(loop.test) if isinstance(node, ast.Name)}
    return any(
        isinstance(target, ast.Name) and target.id in read
        for statement in success
        for inner in walk_local(statement)
        if isinstance(inner, (ast.Assign, ast.AugAssign, ast.AnnAssign))
        for target in assignment_targets(inner)
    )


def _leaves_on_success(loop: ast.AST, success: list[ast.stmt]) -> bool:
    """The attempt's success path (the ``try`` body and its ``else:``) leaves
    the loop, by ``break``/``return`` or by setting the loop's flag."""
    return _flags_set(loop, success) or any(
        isinstance(inner, (ast.Break, ast.Return))
        for statement in success
        for inner in walk_local(statement)
    )


def in_retry_loop(function: ast.AST, node: ast.AST, success: list[ast.stmt]) -> bool:
    """The try sits in a loop and leaves it when the attempt succeeds."""
    found = _enclosing_loop(function, node)
    return found is not None and _leaves_on_success(found[0], success)


def retries_until_it_passes(function: ast.AST, node: ast.AST, success: list[ast.stmt]) -> bool:
    """A check retried in a loop that fails when the attempts run out
    (``for ...: try: assert ready(); break / except AssertionError: pass``
    then ``else: pytest.fail(...)``), or that never gives up (``while True``,
    or a ``while`` on a flag only the success path sets)."""
    found = _enclosing_loop(function, node)
    if found is None or not _leaves_on_success(found[0], success):
        return False
    loop, after = found
    if isinstance(loop, ast.While) and isinstance(loop.test, ast.Constant) and loop.test.value:
        return True
    if _flags_set(loop, success):
        return True
    when_out_of_attempts = loop.orelse or ([after] if after is not None else [])
    return any(fails(statement) for statement in when_out_of_attempts)
