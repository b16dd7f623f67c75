"""Where an early return in a test is its way to pass (TA302): leaving a
search or polling loop whose other way out fails, the hand-written
``assertRaises``, or the pass of an equality an assert checks later."""

from __future__ import annotations

import ast

from flake8_testarch.rules.validation._statements import LOOPS, fails
from flake8_testarch.syntax import TRIES
from flake8_testarch.suite.collection import FUNCTION_TYPES
from flake8_testarch.syntax import child_nodes


def _next_statement(path, level: int) -> ast.stmt | None:
    """The statement that runs after the one at ``path[level]`` completes."""
    while level >= 0:
        owner, field, block, index = path[level]
        if index + 1 < len(block):
            return block[index + 1]
        if isinstance(owner, LOOPS) and field == "body":
            return owner.orelse[0] if owner.orelse else None
        level -= 1
    return None


def _loops_forever(loop: ast.stmt) -> bool:
    if not isinstance(loop, ast.While):
        return False
    test = loop.test
    if not (isinstance(test, ast.Constant) and test.value):
        return False
    stack = list(loop.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Break):
            return False
        if not isinstance(node, (*LOOPS, *FUNCTION_TYPES, ast.ClassDef, ast.Lambda)):
            stack.extend(child_nodes(node))
    return True


def is_success_exit(path) -> bool:
    """The return leaves a search or a polling loop whose other way out fails:
    ``for ...: if found: return`` then ``pytest.fail(...)``, or ``while True``;
    or it ends the test where two values compare equal, and an assert
    comparing them comes after (``if got == want: return``, then details
    printed and ``assert show(got) == show(want)``): the pass of that check."""
    if fails(_next_statement(path, len(path) - 1)) or _equal_then_asserted(path):
        return True
    for level in range(1, len(path)):
        owner, field = path[level][0], path[level][1]
        if isinstance(owner, TRIES) and field == "handler":
            # `try: ... except Refused: return` then `self.fail(...)` (after
            # the `try` or in its `else`): the hand-written assertRaises,
            # whose only way to pass is the return.
            after = owner.orelse[0] if owner.orelse else _next_statement(path, level - 1)
            if fails(after):
                return True
            # `except gaierror: pytest.fail(...)` beside `except OSError:
            # return`: the try checks how the call fails, and this is its pass.
            handler = path[level][2]
            if any(
                other.body is not handler and other.body and fails(other.body[0])
                for other in owner.handlers
            ):
                return True
        if isinstance(owner, LOOPS) and field == "body":
            if _loops_forever(owner):
                return True
            after = owner.orelse[0] if owner.orelse else _next_statement(path, level - 1)
            if fails(after):
                return True
    return False


def _equal_then_asserted(path) -> bool:
    """The return is the whole body of an ``if a == b:`` (inside a ``try``
    too), each side naming a value, and a later statement of the function
    asserts a ``==`` that reads the same names (not ``if x.kind == "old":``,
    a state compared with a constant)."""
    for level in range(len(path) - 1, 0, -1):
        owner, field, block = path[level][0], path[level][1], path[level][2]
        if isinstance(owner, ast.If) and field == "body" and len(block) == 1:
            test = owner.test
            if not (
                isinstance(test, ast.Compare) and len(test.ops) == 1
                and isinstance(test.ops[0], ast.Eq)
            ):
                return False
            sides = [{n.id for n in ast.walk(side) if isinstance(n, ast.Name)}
                     for side in (test.left, test.comparators[0])]
            names = sides[0] | sides[1]
            return all(sides) and any(
                isinstance(node, ast.Assert) and node.lineno > owner.end_lineno
                and any(isinstance(op, ast.Eq) for op in getattr(node.test, "ops", ()))
                and names <= {n.id for n in ast.walk(node.test) if isinstance(n, ast.Name)}
                for statement in path[0][2] for node in ast.walk(statement)
            )
    return False
